import { expect, type Page } from '@playwright/test';
import { typedIn, type Digits } from './arabic-digits';
import { featureText } from './feature-text';
import type { Language } from './employment-wizard-flow';
import { expectNoAxeViolations, localeText, SERVER_WORK, wizardStepHeading } from './support';
import { chooseOption } from './select-option';

/** A text of the partnership wizard's own locale file. */
export const wizardText = (language: Language, key: string) =>
  featureText('partnership-contracts/wizard', language, key);

export const DEMO = {
  'en-US': { country: 'Philippines', agency: 'Manila Star Manpower Services', job: 'Housemaid' },
  'ar-SA': { country: 'الفلبين', agency: 'مانيلا ستار لخدمات القوى العاملة', job: 'عاملة منزلية' },
};

const DRAFT_PREFIX = 'partnershipContractWizardDraft:';
export const storedDrafts = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX);

export const choose = async (page: Page, label: string, option: string) => {
  await chooseOption(page, page.getByRole('combobox', { name: new RegExp(label) }), option);
};

export const stepHeading = (page: Page, language: Language, number: number, step: string) =>
  wizardStepHeading(page, language, {
    number,
    total: 4,
    name: wizardText(language, `partnershipWizard.steps.${step}`),
  });

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The contract's one line: the career (as the list names it), the gender and the amounts. */
export type ContractLine = {
  job: string;
  gender: 'FEMALE' | 'MALE';
  recruitmentFee: number;
  monthlySalary: number;
};

export const HOUSEMAID_LINE: Record<Language, ContractLine> = {
  'en-US': { job: DEMO['en-US'].job, gender: 'FEMALE', recruitmentFee: 14500, monthlySalary: 1500 },
  'ar-SA': { job: DEMO['ar-SA'].job, gender: 'FEMALE', recruitmentFee: 14500, monthlySalary: 1500 },
};

/**
 * The signed-in office builds a contract with agency-ph through the wizard: opening a later step
 * first lands on the first, the draft survives a reload, the preview shows the typed terms, the
 * save opens the contract (its id is returned). Numbers are typed in Latin or Arabic-Indic digits.
 */
export const buildContract = async (
  page: Page,
  language: Language,
  line: ContractLine = HOUSEMAID_LINE[language],
  digits: Digits = 'latin',
): Promise<number> => {
  const w = (key: string) => wizardText(language, key);
  const typed = typedIn(digits);
  const mark = `${language}-${Date.now()}`;
  const obligations = {
    officeAr: `يلتزم المكتب بسداد رسوم الاستقدام في موعدها ${mark}`,
    officeEn: `The office pays the recruitment fee on time ${mark}`,
    agencyAr: `تلتزم الوكالة بتجهيز العامل وتدريبه ${mark}`,
    agencyEn: `The agency prepares and trains the worker ${mark}`,
  };

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
  // The Philippine standard contract fills the step first (decision 0053): written over only once it
  // is in, or on a loaded machine it can land between a field's selection and the typed text.
  await expect(page.getByRole('button', { name: w('partnershipWizard.obligations.restore') })).toBeVisible(
    SERVER_WORK,
  );
  for (const [field, value] of Object.entries(obligations))
    await page.getByLabel(w(`partnershipWizard.obligations.${field}`)).fill(value);

  // Spec 9: a reload keeps the draft.
  await page.reload();
  await expect(stepHeading(page, language, 2, 'obligations')).toBeVisible(SERVER_WORK);
  for (const [field, value] of Object.entries(obligations))
    await expect(page.getByLabel(w(`partnershipWizard.obligations.${field}`))).toHaveValue(value);
  await expect(
    page.getByRole('button', { name: localeText(language, 'wizard.startOver'), exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  await expect(page).toHaveURL(/\/wizard\/financial$/);
  await choose(page, w('partnershipWizard.financial.job'), line.job);
  await choose(
    page,
    w('partnershipWizard.financial.gender'),
    w(`partnershipWizard.financial.genders.${line.gender}`),
  );
  await page
    .getByLabel(w('partnershipWizard.financial.recruitmentFee'))
    .fill(typed(String(line.recruitmentFee)));
  await page
    .getByLabel(w('partnershipWizard.financial.monthlySalary'))
    .fill(typed(String(line.monthlySalary)));
  await page.getByLabel(w('partnershipWizard.financial.paymentTerms')).fill(typed(`50% / 50% ${mark}`));
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
  return Number(/(\d+)$/.exec(page.url())![1]);
};
