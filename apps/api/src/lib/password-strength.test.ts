import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength';

describe('passwordWeakness', () => {
  it.each([
    ['aaaaaaaa', 'repeated'],
    ['password1', 'common'],
    ['Passw0rd!', 'common'],
    ['short1!', 'tooShort'],
    ['abcdefghijk', 'sequence'],
    ['Recruitment2026', 'common'],
  ])('refuses %s (%s)', async (password, reason) => {
    expect(await passwordWeakness(password)).toBe(reason);
  });

  it("refuses a password built from the person's own name", async () => {
    expect(await passwordWeakness('mariasantos', ['maria.santos', 'Maria Santos'])).toBe('containsName');
  });

  it('accepts a long, unpredictable passphrase', async () => {
    expect(await passwordWeakness('copper-lantern-orbit-57-velvet')).toBeNull();
    expect(await passwordWeakness('Tq7#vL2p!xR9')).toBeNull();
  });
});
