import { describe, expect, it } from 'vitest';
import { SETTING_SCHEMAS } from './settings';
import { SETTING_KEYS } from './settings-values';

describe('SETTING_KEYS', () => {
  it('lists every key of the schemas, in their order', () => {
    expect(SETTING_KEYS).toEqual(Object.keys(SETTING_SCHEMAS));
  });
});
