import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Language } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { exact } from './sides';
import { expectNoAxeViolations, SERVER_WORK } from './support';
import { chooseOption } from './select-option';

/**
 * A record module of the portal: its feature folder (locale files), its texts' prefix and the
 * actions whose dialog asks a reason.
 */
export type RecordModule = { feature: string; prefix: string; reasonActions: readonly string[] };

export const PARTNERSHIP_CONTRACTS: RecordModule = {
  feature: 'partnership-contracts',
  prefix: 'partnershipContracts',
  reasonActions: ['reject', 'cancel'],
};
export const EMPLOYMENT_REQUESTS: RecordModule = {
  feature: 'employment-requests',
  prefix: 'employmentRequests',
  reasonActions: ['reject', 'embassyReject', 'cancel'],
};
export const TRANSFER_CONTRACTS: RecordModule = {
  feature: 'transfer-contracts',
  prefix: 'transferContracts',
  reasonActions: [],
};

/** A text of the module's locale file, under its prefix ('actions.approve.label'). */
export const moduleText = (
  module: RecordModule,
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
) => featureText(module.feature, language, `${module.prefix}.${key}`, values);

/** Opens a record's page by its address and waits for its heading. */
export const openRecord = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.locator('main h1')).toBeVisible(SERVER_WORK);
};

/** The record page shows `status` (its chip's exact text). */
export const expectStatus = (page: Page, module: RecordModule, language: Language, status: string) =>
  expect(
    page
      .getByRole('main')
      .getByText(exact(moduleText(module, language, `status.${status}`)))
      .first(),
  ).toBeVisible(SERVER_WORK);

/**
 * Takes an action from the record's action bar and answers its dialog (the first reason when it
 * asks one), with axe on the dialog.
 */
export const takeAction = async (page: Page, module: RecordModule, language: Language, action: string) => {
  const label = moduleText(module, language, `actions.${action}.label`);
  const bar = page.getByRole('toolbar', { name: moduleText(module, language, 'actions.label') });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  if (module.reasonActions.includes(action)) {
    await chooseOption(page, dialog.getByRole('combobox'), { first: true });
  }
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden(SERVER_WORK);
};

/** Downloads a PDF from a button: its bytes (a PDF's) and the file name offered. */
export const downloadPdf = async (page: Page, button: Locator) => {
  const [download] = await Promise.all([page.waitForEvent('download', SERVER_WORK), button.click()]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { bytes, name: download.suggestedFilename() };
};
