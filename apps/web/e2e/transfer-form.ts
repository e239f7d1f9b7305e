import type { Page } from '@playwright/test';
import { typedIn, type Digits } from './arabic-digits';
import type { Language } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { moduleText, TRANSFER_CONTRACTS } from './record-actions';
import { chooseOption } from './select-option';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the office types into the transfer form; ids, mobile and fee in the digits chosen. */
export type TransferValues = { passport: string; nationalId: string; mobile: string; fee: string };

/**
 * Fills the office's transfer form: finds the worker by passport and chooses them, types the new
 * employer (Saad Al-Harbi in Riyadh), the fee and the worker's consent (not saved yet).
 */
export const fillTransferForm = async (
  page: Page,
  language: Language,
  values: TransferValues,
  digits: Digits = 'latin',
) => {
  const text = (key: string) => moduleText(TRANSFER_CONTRACTS, language, key);
  // The new employer's details are the employers' own fields.
  const employers = (key: string) => featureText('employers', language, `employers.${key}`);
  const typed = typedIn(digits);
  const textbox = (label: string) => page.getByRole('textbox', { name: new RegExp(escaped(label)) });
  await page.getByRole('searchbox', { name: text('form.workerSearch') }).fill(typed(values.passport));
  await page.getByRole('radio', { name: new RegExp(values.passport) }).check();
  await textbox(text('employer.nationalId')).fill(typed(values.nationalId));
  await textbox(employers('fields.mobile')).fill(typed(values.mobile));
  await textbox(employers('fields.nameAr')).fill('سعد الحربي');
  await textbox(employers('fields.nameEn')).fill('Saad Al-Harbi');
  await chooseOption(
    page,
    page.getByRole('combobox', { name: new RegExp(escaped(employers('fields.city'))) }),
    employers('cities.RIYADH'),
  );
  await textbox(employers('fields.address')).fill('9 King Abdullah Road, Riyadh');
  await textbox(text('form.fee')).fill(typed(values.fee));
  await page.getByRole('checkbox', { name: text('form.consent') }).check();
};
