import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { createPartnershipContract, partnershipAction } from './partnership-fixtures';
import type { Side } from './employment-wizard-flow';
import { signedInPastUpdateModal } from './sides';
import { downloadPdf, expectStatus, PARTNERSHIP_CONTRACTS, takeAction } from './record-actions';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';

type Language = 'en-US' | 'ar-SA';

const MODULE_TEXTS = Object.fromEntries(
  (['en-US', 'ar-SA'] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(
        join(import.meta.dirname, `../src/features/partnership-contracts/locales/${language}.json`),
        'utf8',
      ),
    ) as unknown,
  ]),
) as Record<Language, unknown>;

/** A text of the partnership module's own locale file ('partnershipContracts.actions.approve.label'). */
const text = (language: Language, key: string, values: Record<string, string | number> = {}): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      MODULE_TEXTS[language],
    );
  if (typeof value !== 'string') throw new Error(`No ${language} text for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
};

const createContract = (office: Side, agency: Side, salary = 1500) =>
  createPartnershipContract(office, agency, { monthlySalary: salary });
const post = partnershipAction;

const contractHeading = (page: Page) => page.locator('main h1');

const openContract = async (page: Page, id: number) => {
  await page.goto(`/partnership-contracts/${id}`);
  await expect(contractHeading(page)).toBeVisible(SERVER_WORK);
};

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: agency-ph sees the count, approves a contract office sent; its version's PDFs download`, async ({
    newPage,
  }) => {
    const agency = await signedInPastUpdateModal(newPage, 'agency-ph', language);
    const office = await signedInPastUpdateModal(newPage, 'office', language);
    const draft = await createContract(office, agency);

    // The office sends it from the contract page.
    await openContract(office.page, draft.id);
    await expect(contractHeading(office.page)).toHaveText(
      text(language, 'partnershipContracts.title', {
        name: text(language, 'partnershipContracts.draftName', { id: draft.id }),
      }),
    );
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'DRAFT');
    await expectNoAxeViolations(office.page);
    await takeAction(office.page, PARTNERSHIP_CONTRACTS, language, 'sendForApproval');
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'PENDING_APPROVAL');
    await expect(office.page.getByRole('toolbar')).toBeHidden();

    // The agency sees the count in the menu and the contract in its list.
    await agency.page.goto('/partnership-contracts');
    const menuEntry = agency.page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(localeText(language, 'routes.partnershipContracts.title')) });
    await expect(menuEntry).toContainText(
      new RegExp(localeText(language, 'nav.waiting').replace('{{count}}', '[1-9]\\d*')),
      SERVER_WORK,
    );
    await agency.page.goto('/partnership-contracts?status=PENDING_APPROVAL&sort=createdAt&dir=desc');
    const row = agency.page.getByRole('link', {
      name: text(language, 'partnershipContracts.draftName', { id: draft.id }),
      exact: true,
    });
    await expect(row).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(agency.page);
    await row.click();
    await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, language, 'PENDING_APPROVAL');
    await expectNoAxeViolations(agency.page);
    await takeAction(agency.page, PARTNERSHIP_CONTRACTS, language, 'approve');
    await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, language, 'ACTIVE');
    await expect(contractHeading(agency.page)).toContainText(/PC-\d+/, SERVER_WORK);

    // The approved version is listed with its PDFs, in both languages.
    const version = agency.page.getByRole('listitem').filter({
      has: agency.page.getByRole('heading', {
        name: text(language, 'partnershipContracts.versions.version', { number: 1 }),
      }),
    });
    await expect(version).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(agency.page);
    const english = (
      await downloadPdf(
        agency.page,
        version.getByRole('button', { name: text(language, 'partnershipContracts.pdf.english') }),
      )
    ).bytes;
    const arabic = (
      await downloadPdf(
        agency.page,
        version.getByRole('button', { name: text(language, 'partnershipContracts.pdf.arabic') }),
      )
    ).bytes;
    expect(english.equals(arabic)).toBe(false);
  });

  test(`${language}: a cancellation is asked, refused, asked again and accepted`, async ({ newPage }) => {
    const agency = await signedInPastUpdateModal(newPage, 'agency-ph', language);
    const office = await signedInPastUpdateModal(newPage, 'office', language);
    const draft = await createContract(office, agency);
    await post(office, draft.id, 'sendForApproval');
    await post(agency, draft.id, 'approve');

    // The office asks to cancel, with a reason.
    await openContract(office.page, draft.id);
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'ACTIVE');
    await takeAction(office.page, PARTNERSHIP_CONTRACTS, language, 'cancel');
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'PENDING_CANCELLATION');
    const officeBar = office.page.getByRole('toolbar', {
      name: text(language, 'partnershipContracts.actions.label'),
    });
    await expect(officeBar.getByRole('button')).toHaveText([
      text(language, 'partnershipContracts.actions.undoCancellation.label'),
    ]);
    await expectNoAxeViolations(office.page);

    // The agency, the other party, refuses it.
    await openContract(agency.page, draft.id);
    await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, language, 'PENDING_CANCELLATION');
    const agencyBar = agency.page.getByRole('toolbar', {
      name: text(language, 'partnershipContracts.actions.label'),
    });
    await expect(agencyBar.getByRole('button')).toHaveText([
      text(language, 'partnershipContracts.actions.acceptCancellation.label'),
      text(language, 'partnershipContracts.actions.rejectCancellation.label'),
    ]);
    await takeAction(agency.page, PARTNERSHIP_CONTRACTS, language, 'rejectCancellation');
    await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, language, 'ACTIVE');

    // Asked again (by the office), accepted by the agency.
    await office.page.reload();
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'ACTIVE');
    await takeAction(office.page, PARTNERSHIP_CONTRACTS, language, 'cancel');
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'PENDING_CANCELLATION');
    await agency.page.reload();
    await takeAction(agency.page, PARTNERSHIP_CONTRACTS, language, 'acceptCancellation');
    await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, language, 'CANCELLED');
    await expect(agency.page.getByRole('toolbar')).toBeHidden();
    await office.page.reload();
    await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'CANCELLED');
    await expect(office.page.getByRole('toolbar')).toBeHidden();
    await expectNoAxeViolations(office.page);
  });
}

/** A wizard text of the partnership module ('partnershipWizard.preview.update'). */
const WIZARD_TEXTS = Object.fromEntries(
  (['en-US', 'ar-SA'] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(
        join(import.meta.dirname, `../src/features/partnership-contracts/wizard/locales/${language}.json`),
        'utf8',
      ),
    ) as Record<string, Record<string, Record<string, string>>>,
  ]),
) as Record<Language, Record<string, Record<string, Record<string, string>>>>;
const wizardText = (language: Language, step: string, key: string): string => {
  const value = WIZARD_TEXTS[language].partnershipWizard?.[step]?.[key];
  if (typeof value !== 'string') throw new Error(`No ${language} wizard text for ${step}.${key}`);
  return value;
};

/** Amounts as the contract screens show them: two decimals, Latin digits in both languages. */
const amount = (language: Language, value: number) =>
  new Intl.NumberFormat(language === 'ar-SA' ? 'ar-SA-u-nu-latn' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** The office changes the first line's monthly salary through the wizard's edit steps and saves. */
const changeSalaryInWizard = async (page: Page, language: Language, id: number, salary: number) => {
  await openContract(page, id);
  await page
    .getByRole('toolbar', { name: text(language, 'partnershipContracts.actions.label') })
    .getByRole('link', { name: text(language, 'partnershipContracts.actions.amend.label') })
    .click();
  const stepUrl = new RegExp(`/partnership-contracts/wizard/${id}/(epro|obligations|financial)$`);
  await expect(page).toHaveURL(stepUrl, SERVER_WORK);
  const next = page.getByRole('button', { name: localeText(language, 'wizard.next') });
  // Step by step: each Next waits for the next step's address and for its heading. The address
  // changes before the step renders (the router's transition), and a Next clicked in between
  // submits the step just left again, which leads to where the page already is.
  const heading = page.getByTestId('wizard-step-heading');
  for (let step = 0; step < 2 && !page.url().endsWith('/financial'); step += 1) {
    const from = page.url();
    const headingBefore = await heading.innerText();
    await next.click();
    await expect(page).not.toHaveURL(from, SERVER_WORK);
    await expect(page).toHaveURL(stepUrl);
    await expect(heading).not.toHaveText(headingBefore, SERVER_WORK);
  }
  await expect(page).toHaveURL(new RegExp(`/wizard/${id}/financial$`));
  const salaryField = page.getByLabel(wizardText(language, 'financial', 'monthlySalary')).first();
  await expect(salaryField).toBeVisible(SERVER_WORK);
  await salaryField.fill(String(salary));
  await expectNoAxeViolations(page);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/wizard/${id}/preview$`), SERVER_WORK);
  // Saved after reading the contract, as a person does (the frame replaces its placeholder).
  await expect(page.locator(`iframe[title="${wizardText(language, 'preview', 'frameTitle')}"]`)).toBeVisible(
    SERVER_WORK,
  );
  await page.getByRole('button', { name: wizardText(language, 'preview', 'update') }).click();
  await expect(page).toHaveURL(new RegExp(`/partnership-contracts/${id}$`), SERVER_WORK);
};

// A pending update opens the contract-update modal for the agency wherever it signs in, so these
// run after the others; company and agency-id, since the suspension test suspends office. The two
// languages run one after the other: an update the other one made while agency-id was signing in
// would be pending without the modal the app had already decided not to show.
test.describe('salary changes confirmed by agency-id', () => {
  test.describe.configure({ mode: 'default' });
  for (const language of ['en-US', 'ar-SA'] as const) {
    test(`@exclusive ${language}: company changes the salary of an active contract in the wizard; agency-id gets the modal, confirms; two versions whose PDFs differ`, async ({
      newPage,
    }) => {
      test.setTimeout(180_000);
      const agencySetup = await signedInPastUpdateModal(newPage, 'agency-id', language);
      const office = await signedInPastUpdateModal(newPage, 'company', language);
      const draft = await createContract(office, agencySetup, 1500);
      await post(office, draft.id, 'sendForApproval');
      await post(agencySetup, draft.id, 'approve');
      await agencySetup.page.context().close();
      await changeSalaryInWizard(office.page, language, draft.id, 2100);
      // Still in force on its old terms until the agency confirms.
      await expectStatus(office.page, PARTNERSHIP_CONTRACTS, language, 'ACTIVE');

      // agency-id signs in: the contract-update modal leads to the contracts.
      const page = await newPage({ locale: language });
      await signInAndSettle(page, 'agency-id', language);
      const modal = page.getByTestId('contract-update-modal').getByRole('dialog');
      await expect(modal).toBeVisible(SERVER_WORK);
      await modal.getByRole('button', { name: localeText(language, 'postLogin.contractOpen') }).click();
      await expect(page).toHaveURL(/\/partnership-contracts$/);

      await openContract(page, draft.id);
      await page
        .getByRole('link', { name: text(language, 'partnershipContracts.actions.confirm.label') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/partnership-contracts/${draft.id}/confirm$`));
      const current = page.getByRole('region', {
        name: text(language, 'partnershipContracts.confirmPage.current'),
      });
      const proposed = page.getByRole('region', {
        name: text(language, 'partnershipContracts.confirmPage.proposed'),
      });
      await expect(current.getByRole('table')).toContainText(amount(language, 1500));
      await expect(proposed.getByRole('table')).toContainText(amount(language, 2100));
      await expectNoAxeViolations(page);
      const confirmLabel = text(language, 'partnershipContracts.confirmPage.confirm');
      await page.getByRole('button', { name: confirmLabel }).click();
      await page
        .getByRole('dialog', { name: confirmLabel })
        .getByRole('button', { name: confirmLabel })
        .click();
      await expect(page).toHaveURL(new RegExp(`/partnership-contracts/${draft.id}$`), SERVER_WORK);

      const versionItem = (number: number) =>
        page.getByRole('listitem').filter({
          has: page.getByRole('heading', {
            name: text(language, 'partnershipContracts.versions.version', { number }),
          }),
        });
      await expect(versionItem(2)).toBeVisible(SERVER_WORK);
      await expect(versionItem(1)).toBeVisible();
      await expectNoAxeViolations(page);
      const pdfOf = (number: number) =>
        downloadPdf(
          page,
          versionItem(number).getByRole('button', {
            name: text(
              language,
              language === 'ar-SA' ? 'partnershipContracts.pdf.arabic' : 'partnershipContracts.pdf.english',
            ),
          }),
        );
      const second = (await pdfOf(2)).bytes;
      const first = (await pdfOf(1)).bytes;
      expect(second.equals(first)).toBe(false);
    });
  }
});
