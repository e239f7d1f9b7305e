import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';

type Language = 'en-US' | 'ar-SA';

/** The wizard's own texts (its module locale files). */
const WIZARD_TEXTS: Record<Language, unknown> = {
  'en-US': JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../src/features/partnership-contracts/wizard/locales/en-US.json'),
      'utf8',
    ),
  ),
  'ar-SA': JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../src/features/partnership-contracts/wizard/locales/ar-SA.json'),
      'utf8',
    ),
  ),
};

const wizardText = (language: Language, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      WIZARD_TEXTS[language],
    );
  if (typeof value !== 'string') throw new Error(`No ${language} wizard text for ${key}`);
  return value;
};

const DEMO = {
  'en-US': { country: 'Philippines', agency: 'Manila Star Manpower Services', job: 'Housemaid' },
  'ar-SA': { country: 'الفلبين', agency: 'مانيلا ستار لخدمات القوى العاملة', job: 'عاملة منزلية' },
};

const DRAFT_PREFIX = 'partnershipContractWizardDraft:';
const storedDrafts = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX);

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(label) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
};

const stepHeading = (page: Page, language: Language, number: number, step: string) =>
  page.getByRole('heading', {
    level: 2,
    name: localeText(language, 'wizard.stepOf')
      .replace('{{number}}', String(number))
      .replace('{{total}}', '4')
      .replace('{{name}}', wizardText(language, `partnershipWizard.steps.${step}`)),
  });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * `office` builds a contract through the wizard: opening a later step first lands on the first,
 * the draft survives a reload, the preview shows the typed terms, the save opens the contract.
 */
const buildContract = async (page: Page, language: Language) => {
  const w = (key: string) => wizardText(language, key);
  const mark = `${language}-${Date.now()}`;
  const obligations = {
    officeAr: `يلتزم المكتب بسداد رسوم الاستقدام في موعدها ${mark}`,
    officeEn: `The office pays the recruitment fee on time ${mark}`,
    agencyAr: `تلتزم الوكالة بتجهيز العامل وتدريبه ${mark}`,
    agencyEn: `The agency prepares and trains the worker ${mark}`,
  };
  await signInAndSettle(page, 'office', language);

  // Spec 4: financial without the epro step goes to wizard/epro.
  await page.goto('/partnership-contracts/wizard/financial');
  await expect(page).toHaveURL(/\/partnership-contracts\/wizard\/epro$/, SERVER_WORK);
  await expect(stepHeading(page, language, 1, 'epro')).toBeVisible();
  await expect(stepHeading(page, language, 1, 'epro')).toBeFocused();

  await choose(page, w('partnershipWizard.epro.country'), DEMO[language].country);
  const limitText = w('partnershipWizard.epro.limit').split('{{used}}')[0]!.trim();
  await expect(page.getByText(limitText).first()).toBeVisible(SERVER_WORK);
  await choose(page, w('partnershipWizard.epro.agency'), DEMO[language].agency);
  await expectNoAxeViolations(page);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  await expect(page).toHaveURL(/\/wizard\/obligations$/);
  await expect(stepHeading(page, language, 2, 'obligations')).toBeFocused();
  for (const [field, value] of Object.entries(obligations))
    await page.getByLabel(w(`partnershipWizard.obligations.${field}`)).fill(value);

  // Spec 9: a reload keeps the draft.
  await page.reload();
  await expect(stepHeading(page, language, 2, 'obligations')).toBeVisible(SERVER_WORK);
  for (const [field, value] of Object.entries(obligations))
    await expect(page.getByLabel(w(`partnershipWizard.obligations.${field}`))).toHaveValue(value);
  await expect(page.getByRole('button', { name: localeText(language, 'wizard.startOver') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  await expect(page).toHaveURL(/\/wizard\/financial$/);
  await choose(page, w('partnershipWizard.financial.job'), DEMO[language].job);
  await choose(
    page,
    w('partnershipWizard.financial.gender'),
    w('partnershipWizard.financial.genders.FEMALE'),
  );
  await page.getByLabel(w('partnershipWizard.financial.recruitmentFee')).fill('14500');
  await page.getByLabel(w('partnershipWizard.financial.monthlySalary')).fill('1500');
  await page.getByLabel(w('partnershipWizard.financial.paymentTerms')).fill(`50% / 50% ${mark}`);
  await expectNoAxeViolations(page);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  // The preview is the API's HTML in the current language, in a sandboxed frame.
  await expect(page).toHaveURL(/\/wizard\/preview$/);
  const preview = page.frameLocator(`iframe[title="${w('partnershipWizard.preview.frameTitle')}"]`);
  const ownText = language === 'ar-SA' ? obligations.officeAr : obligations.officeEn;
  await expect(preview.getByText(ownText)).toBeVisible(SERVER_WORK);
  await expect(page.locator('iframe[sandbox=""]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: w('partnershipWizard.preview.create') }).click();
  await expect(page).toHaveURL(/\/partnership-contracts\/\d+$/, SERVER_WORK);
  await expect(page.getByText(DEMO[language].agency).first()).toBeVisible(SERVER_WORK);
  expect(await storedDrafts(page)).toEqual([]);
};

test('office builds a partnership contract through the wizard in English', async ({ page }) => {
  test.setTimeout(180_000);
  await buildContract(page, 'en-US');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('office builds a partnership contract through the wizard in Arabic', async ({ page }) => {
    test.setTimeout(180_000);
    await buildContract(page, 'ar-SA');
  });
});
