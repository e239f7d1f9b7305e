import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { alertStore } from '../../../lib/alerts/alert-store';
import { setupTestI18n } from '../../../test/i18n';
import { lazyResolver } from '../lazy-resolver';

type Values = { name: string };
const check = (resolver: ReturnType<typeof lazyResolver<Values>>, values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("a form's lazily loaded contract", () => {
  beforeEach(async () => {
    await setupTestI18n('en-US');
    alertStore.clear();
  });
  afterEach(() => alertStore.clear());

  it('that cannot load (offline) says so, sends nothing, and is asked again at the next check', async () => {
    let offline = true;
    const resolver = lazyResolver<Values>(async () => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return z.object({ name: z.string().min(1, 'validation.required') });
    });
    await expect(check(resolver, { name: '' })).rejects.toThrow(/dynamically imported/);
    expect(alertStore.getAlerts().map((alert) => [alert.type, alert.message])).toContainEqual([
      'danger',
      'Sorry, something went wrong, please check your connection and try again.',
    ]);
    offline = false;
    const result = await check(resolver, { name: '' });
    expect(result.errors).toHaveProperty('name');
  });
});
