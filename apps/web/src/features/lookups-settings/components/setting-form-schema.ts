import { z } from 'zod';
import { SETTING_SCHEMAS, type SettingKey } from '@portal/contracts/settings';

/**
 * The form schema of a key: the contract's schema of `{ value }`. Its number blocks read the text
 * inputs' strings in any digits (packages/contracts/src/digit-fields.ts). Loaded with the form's first
 * check (`lazyResolver` in setting-form.tsx; decision 0064).
 */
export const settingFormSchema = (key: SettingKey): z.ZodType => z.object({ value: SETTING_SCHEMAS[key] });
