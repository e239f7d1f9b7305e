import { describe, expect, it } from 'vitest';
import { ACTIVE_STATE_LABELS } from '@portal/contracts/lookup-column-labels';
import { ROLE_LABELS } from '@portal/contracts/role-labels';
import { ROLES } from '@portal/contracts/roles';
import arSA from '../../../../public/locales/ar-SA.json';
import enUS from '../../../../public/locales/en-US.json';

const locales = { 'en-US': enUS, 'ar-SA': arSA } as const;
const text = (language: keyof typeof locales, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      locales[language],
    );

/**
 * Words the server writes into exports (role names, a lookup's state) come from the contracts; the
 * screen says them from its own texts. The two must read the same in both languages.
 */
describe('words the screen and the exports share', () => {
  it.each(['en-US', 'ar-SA'] as const)('names every role as the screen does (%s)', (language) => {
    for (const role of ROLES) expect(ROLE_LABELS[role][language]).toBe(text(language, `roles.${role}`));
  });

  it.each(['en-US', 'ar-SA'] as const)('words a lookup state as its chip does (%s)', (language) => {
    for (const [stem, gender] of [
      ['jobs', 'feminine'],
      ['countries', 'feminine'],
      ['reasons', 'masculine'],
    ] as const) {
      expect(ACTIVE_STATE_LABELS[gender].active[language]).toBe(text(language, `${stem}.status.active`));
      expect(ACTIVE_STATE_LABELS[gender].inactive[language]).toBe(text(language, `${stem}.status.inactive`));
    }
  });
});
