import { expect, type Page } from '@playwright/test';
import type { Credentials } from '@portal/contracts/credentials';
import type { EmploymentRequestBulk } from '@portal/contracts/employment-requests/schemas';
import type { WizardCandidate, WizardVisa } from '@portal/contracts/employment-requests/wizard';
import type { ListResponse } from '@portal/contracts/list';
import { apiAs } from './api-call';
import { typedIn, type Digits } from './arabic-digits';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK, wizardStepHeading } from './support';

export type Language = 'en-US' | 'ar-SA';
export type Side = { page: Page; credentials: Credentials };

/** A text of the wizard's own locale file. */
export const wizardText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('employment-requests/wizard', language, key, values);

export const DRAFT_PREFIX = 'employmentRequestWizardDraft:';
export const storedDrafts = (page: Page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)), DRAFT_PREFIX);

const WIZARD = '/api/employment-requests/wizard';

/** What the office will take: visas of one employer and, for each, an available candidate of one agency. */
export type Plan = {
  nationalId: string;
  visas: WizardVisa[];
  candidates: WizardCandidate[];
  /** Terms within every chosen candidate's contract line. */
  terms: { monthlySalary: number; recruitmentFee: number };
};

/** Which visas and candidates a plan may take (by default any). */
export type PlanChoice = {
  visa?: (visa: WizardVisa) => boolean;
  candidate?: (candidate: WizardCandidate) => boolean;
  /** Takes the last available visas: tests through the API keep clear of a wizard test taking the first. */
  lastVisas?: boolean;
};

/**
 * Picks the first `count` available visas of the employer (the last with `lastVisas`) for which the
 * agency has an available candidate, `count` different candidates (as the wizard's own calls list
 * them), and terms that fit their lines.
 */
export const planRequests = async (
  office: Side,
  nationalId: string,
  agencyId: number,
  count: number,
  choice: PlanChoice = {},
) => {
  const { items } = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `${WIZARD}/visas?nationalId=${nationalId}`,
  )) as {
    items: WizardVisa[];
  };
  const takeable = items.filter(choice.visa ?? (() => true));
  const visas: WizardVisa[] = [];
  const candidates: WizardCandidate[] = [];
  // A visa whose job no candidate of the agency has is passed over (the wizard lists none for it).
  for (const visa of choice.lastVisas ? takeable.toReversed() : takeable) {
    if (visas.length === count) break;
    const list = (await apiAs(
      office.page,
      office.credentials,
      'GET',
      `${WIZARD}/candidates?visaId=${visa.id}&size=100`,
    )) as ListResponse<WizardCandidate>;
    const candidate = list.items.find(
      (item) =>
        item.agency.id === agencyId &&
        item.terms !== null &&
        (choice.candidate?.(item) ?? true) &&
        !candidates.some((taken) => taken.id === item.id),
    );
    if (!candidate) continue;
    visas.push(visa);
    candidates.push(candidate);
  }
  expect(visas.length, `available visas of ${nationalId} with a candidate of agency ${agencyId}`).toBe(count);
  const lines = candidates.map((candidate) => candidate.terms!);
  return {
    nationalId,
    visas,
    candidates,
    terms: {
      monthlySalary: Math.max(...lines.map((line) => line.monthlySalary)) + 100,
      recruitmentFee: Math.min(...lines.map((line) => line.recruitmentFee)),
    },
  } satisfies Plan;
};

export const stepHeading = (page: Page, language: Language, number: number, step: string) =>
  wizardStepHeading(page, language, {
    number,
    total: 5,
    name: wizardText(language, `employmentWizard.steps.${step}`),
  });

/** The bulk request the wizard's submission opened (its page shown), as the API answers it. */
export const openedBulk = async (office: Side) => {
  await expect(office.page).toHaveURL(/\/employment-requests\/bulk\/\d+$/, SERVER_WORK);
  const bulkId = Number(/bulk\/(\d+)$/.exec(office.page.url())![1]);
  return (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `/api/employment-requests/bulk/${bulkId}`,
  )) as EmploymentRequestBulk;
};

/** Opens the wizard from the list's "New employment request" (the list shown). */
export const startWizard = async (page: Page, language: Language) => {
  await page
    .getByRole('main')
    .getByRole('link', { name: featureText('employment-requests', language, 'employmentRequests.add') })
    .click();
  await expect(page).toHaveURL(/\/employment-requests\/wizard\/select-visa$/, SERVER_WORK);
};

const nextButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: localeText(language, 'wizard.next'), exact: true });

const nameIn = (language: Language, name: { ar: string; en: string }) =>
  language === 'ar-SA' ? name.ar : name.en;

/**
 * The office goes through the five steps from select-visa: finds the employer's visas, keeps the
 * known employer, types the terms (a reload keeps them), chooses one candidate per visa, checks the
 * e-contract and submits. axe on every step. Ids, numbers and passports are typed in Latin or
 * Arabic-Indic digits; the fields show them Latin once read.
 */
export const goThroughWizard = async (
  office: Side,
  language: Language,
  plan: Plan,
  digits: Digits = 'latin',
) => {
  const { page } = office;
  const w = (key: string, values: Record<string, string | number> = {}) => wizardText(language, key, values);
  const typed = typedIn(digits);

  await expect(stepHeading(page, language, 1, 'select-visa')).toBeFocused(SERVER_WORK);
  await page.getByLabel(w('employmentWizard.visa.nationalId')).fill(typed(plan.nationalId));
  await page.getByLabel(w('employmentWizard.visa.nationalId')).press('Enter');
  await expect(page.getByRole('table', { name: w('employmentWizard.visa.tableLabel') })).toBeVisible(
    SERVER_WORK,
  );
  for (const visa of plan.visas)
    await page
      .getByRole('checkbox', { name: w('employmentWizard.visa.choose', { number: visa.number }) })
      .check();
  await expect(page.getByText(w('employmentWizard.visa.chosen', { count: plan.visas.length }))).toBeVisible();
  await expectNoAxeViolations(page);
  await nextButton(page, language).click();

  await expect(page).toHaveURL(/\/wizard\/employer-info$/);
  await expect(stepHeading(page, language, 2, 'employer-info')).toBeFocused();
  // A registered employer is used as saved, nothing to type: its details shown to an office that
  // served it (until one of its requests is made, another office's client for this office).
  const employers = (key: string) => featureText('employers', language, `employers.lookup.${key}`);
  const served = page.getByText(employers('registered'));
  await expect(served.or(page.getByText(employers('registeredElsewhere')))).toBeVisible(SERVER_WORK);
  await expect(page.getByLabel(w('employmentWizard.employer.nationalId'))).toHaveValue(plan.nationalId);
  if (await served.isVisible())
    await expect(page.getByRole('group', { name: employers('savedDetails') })).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await nextButton(page, language).click();

  await expect(page).toHaveURL(/\/wizard\/econtracting$/);
  await expect(stepHeading(page, language, 3, 'econtracting')).toBeFocused();
  await page.getByLabel(w('employmentWizard.terms.monthlySalary')).fill(typed(plan.terms.monthlySalary));
  await page.getByLabel(w('employmentWizard.terms.recruitmentFee')).fill(typed(plan.terms.recruitmentFee));
  await page.getByLabel(w('employmentWizard.terms.durationMonths')).fill(typed(24));
  // Spec 3: the draft lives in browser storage and survives a reload.
  await page.reload();
  await expect(stepHeading(page, language, 3, 'econtracting')).toBeVisible(SERVER_WORK);
  await expect(page.getByLabel(w('employmentWizard.terms.monthlySalary'))).toHaveValue(
    String(plan.terms.monthlySalary),
  );
  await expect(page.getByLabel(w('employmentWizard.terms.recruitmentFee'))).toHaveValue(
    String(plan.terms.recruitmentFee),
  );
  await expect(
    page.getByRole('button', { name: localeText(language, 'wizard.startOver'), exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await nextButton(page, language).click();

  await expect(page).toHaveURL(/\/wizard\/select-candidate$/);
  await expect(stepHeading(page, language, 4, 'select-candidate')).toBeFocused();
  for (const [index, visa] of plan.visas.entries()) {
    const section = page.getByRole('region', { name: new RegExp(`${visa.number}`) });
    const candidate = plan.candidates[index]!;
    await section.getByLabel(w('employmentWizard.candidate.search')).fill(typed(candidate.passportNumber));
    const name = nameIn(language, candidate.name);
    await section
      .getByRole('button', { name: w('employmentWizard.candidate.choose', { name }) })
      .click(SERVER_WORK);
    await expect(
      section.getByText(
        w('employmentWizard.candidate.selected', { name, passport: candidate.passportNumber }),
      ),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await nextButton(page, language).click();

  await expect(page).toHaveURL(/\/wizard\/contract$/);
  await expect(stepHeading(page, language, 5, 'contract')).toBeFocused();
  const table = page.getByRole('table', { name: w('employmentWizard.contract.requestsLabel') });
  for (const candidate of plan.candidates)
    await expect(
      table.getByRole('cell', { name: nameIn(language, candidate.name), exact: true }),
    ).toBeVisible();
  await expectNoAxeViolations(page);
  const submit =
    plan.visas.length > 1
      ? w('employmentWizard.contract.submitBulk', { count: plan.visas.length })
      : w('employmentWizard.contract.submit');
  await page.getByRole('button', { name: submit, exact: true }).click();
};
