import { describe, expect, it } from 'vitest';
import { passwordWeakness } from '../../lib/password-strength';
import { strongOneTimePassword } from './service';

describe('one-time passwords of new sub-users', () => {
  it('pass the same strength check as passwords people choose', async () => {
    for (let i = 0; i < 5; i += 1) {
      const password = await strongOneTimePassword();
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
      expect(await passwordWeakness(password)).toBeNull();
    }
  });
});
