import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import { apiAs } from './api-call';
import { featureText } from './feature-text';
import { choose, DEMO, HOUSEMAID_LINE, stepHeading, wizardText } from './partnership-wizard-flow';
import { downloadPdf } from './record-actions';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';

/**
 * Issue 25 "Standard contracts" (decision 0053): the partnership wizard starts from the
 * Philippine template in both languages; the office changes one obligation; the contract page and
 * its approved PDF mark the changed obligation beside the template's wording; the admins' template
 * screens pass axe.
 */
type Language = 'en-US' | 'ar-SA';

const contractText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('partnership-contracts', language, key, values);
const templateText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('contract-templates', language, key, values);

/** The Philippine template of the demo data (apps/api/src/db/seed/seed-contract-templates.ts). */
const PHILIPPINE_FIRST_OFFICE_CLAUSE = {
  en: 'The first party pays the agreed recruitment fees on the dates set in the payment terms.',
  ar: 'يسدد الطرف الأول رسوم الاستقدام المتفق عليها في مواعيدها المحددة في شروط الدفع.',
};
const PHILIPPINE_AGENCY_CLAUSE = 'Overseas Employment Certificate (OEC)';
const PHILIPPINE_PAYMENT_TERMS_EN = '50% of the recruitment fee on issue of the worker’s visa';

/** The PDF's text, bidi marks removed and white space collapsed (a clause may wrap). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u202A-\u202E]/g, '')
    .replace(/\s+/g, ' ');

const approveAsAgency = async (newPage: OpenPage, language: Language, contractId: number) => {
  const page = await newPage({ locale: language });
  const credentials = await signInAndSettle(page, 'agency-ph', language);
  await apiAs(page, credentials, 'POST', `/api/partnership/contracts/${contractId}/approve`);
  await page.context().close();
};

/** The office goes through the wizard from the template, changing the first office clause in both languages. */
const buildFromTemplate = async (page: Page, language: Language, mark: string) => {
  const w = (key: string) => wizardText(language, key);
  await page.goto('/partnership-contracts/wizard/epro');
  await expect(stepHeading(page, language, 1, 'epro')).toBeVisible(SERVER_WORK);
  await choose(page, w('partnershipWizard.epro.country'), DEMO[language].country);
  await choose(page, w('partnershipWizard.epro.agency'), DEMO[language].agency);
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  await expect(stepHeading(page, language, 2, 'obligations')).toBeVisible(SERVER_WORK);
  await expect(
    page.getByText(w('partnershipWizard.obligations.fromTemplate').replace('{{version}}', '1')),
  ).toBeVisible(SERVER_WORK);
  const officeAr = page.getByLabel(w('partnershipWizard.obligations.officeAr'));
  const officeEn = page.getByLabel(w('partnershipWizard.obligations.officeEn'));
  await expect(officeEn).toHaveValue(
    new RegExp(`^${PHILIPPINE_FIRST_OFFICE_CLAUSE.en.replace(/[.%]/g, '\\$&')}\\n`),
  );
  await expect(officeAr).toHaveValue(new RegExp(`^${PHILIPPINE_FIRST_OFFICE_CLAUSE.ar}`));
  await expect(page.getByLabel(w('partnershipWizard.obligations.agencyEn'))).toHaveValue(
    new RegExp(PHILIPPINE_AGENCY_CLAUSE.replace(/[()]/g, '\\$&')),
  );
  await expectNoAxeViolations(page);
  const changed = {
    en: `The first party pays the fee within ten days ${mark}.`,
    ar: `يسدد الطرف الأول الرسوم خلال عشرة أيام ${mark}.`,
  };
  for (const [field, from, to] of [
    [officeEn, PHILIPPINE_FIRST_OFFICE_CLAUSE.en, changed.en],
    [officeAr, PHILIPPINE_FIRST_OFFICE_CLAUSE.ar, changed.ar],
  ] as const) {
    const value = await field.inputValue();
    await field.fill(value.replace(from, to));
  }
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  await expect(stepHeading(page, language, 3, 'financial')).toBeVisible(SERVER_WORK);
  await expect(page.getByLabel(w('partnershipWizard.financial.paymentTerms'))).toHaveValue(
    new RegExp(`^${PHILIPPINE_PAYMENT_TERMS_EN.replace(/[.%]/g, '\\$&')}`),
  );
  await expect(page.getByLabel(w('partnershipWizard.financial.paymentTermsAr'))).not.toHaveValue('');
  const line = HOUSEMAID_LINE[language];
  await choose(page, w('partnershipWizard.financial.job'), line.job);
  await choose(
    page,
    w('partnershipWizard.financial.gender'),
    w(`partnershipWizard.financial.genders.${line.gender}`),
  );
  await page.getByLabel(w('partnershipWizard.financial.recruitmentFee')).fill(String(line.recruitmentFee));
  await page.getByLabel(w('partnershipWizard.financial.monthlySalary')).fill(String(line.monthlySalary));
  await page.getByRole('button', { name: localeText(language, 'wizard.next') }).click();

  const preview = page.frameLocator(`iframe[title="${w('partnershipWizard.preview.frameTitle')}"]`);
  await expect(preview.getByText(language === 'ar-SA' ? changed.ar : changed.en)).toBeVisible(SERVER_WORK);
  await page.getByRole('button', { name: w('partnershipWizard.preview.create') }).click();
  await expect(page).toHaveURL(/\/partnership-contracts\/\d+$/, SERVER_WORK);
  return { id: Number(/(\d+)$/.exec(page.url())![1]), changed };
};

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: the office starts from the Philippine template; the page and the PDF mark the changed obligation`, async ({
    page,
    newPage,
  }) => {
    test.setTimeout(240_000);
    const credentials = await signInAndSettle(page, 'office', language);
    const { id, changed } = await buildFromTemplate(page, language, `${language}-${Date.now()}`);

    // The contract page: the legend, and the changed clause with the template's wording beside it.
    const changedMark = `[${contractText(language, 'partnershipContracts.template.marks.changed')}]`;
    const note = page.getByRole('note').filter({ hasText: changedMark });
    await expect(note).toBeVisible(SERVER_WORK);
    const ownClause = page
      .getByRole('listitem')
      .filter({ hasText: language === 'ar-SA' ? changed.ar : changed.en });
    await expect(ownClause.first()).toContainText(changedMark);
    await expect(ownClause.first()).toContainText(
      language === 'ar-SA' ? PHILIPPINE_FIRST_OFFICE_CLAUSE.ar : PHILIPPINE_FIRST_OFFICE_CLAUSE.en,
    );
    await expectNoAxeViolations(page);

    // Approved, its PDF in the page's language marks the changed obligation too.
    await apiAs(page, credentials, 'POST', `/api/partnership/contracts/${id}/sendForApproval`);
    await approveAsAgency(newPage, language, id);
    await page.reload();
    const version = page.getByRole('listitem').filter({
      has: page.getByRole('heading', {
        name: contractText(language, 'partnershipContracts.versions.version', { number: 1 }),
      }),
    });
    await expect(version).toBeVisible(SERVER_WORK);
    const pdf = await downloadPdf(
      page,
      version.getByRole('button', {
        name: contractText(
          language,
          language === 'ar-SA' ? 'partnershipContracts.pdf.arabic' : 'partnershipContracts.pdf.english',
        ),
      }),
    );
    const text = pdfText(pdf.bytes);
    if (language === 'en-US') {
      expect(text).toContain(`[Changed] ${changed.en}`);
      expect(text).toContain(`Standard contract wording: ${PHILIPPINE_FIRST_OFFICE_CLAUSE.en}`);
      expect(text).toContain('Where this contract departs from the standard contract:');
    } else {
      // pdftotext splits a letter with a shadda from the next one: the checks stop before it.
      expect(text).toContain('[معدل]');
      expect(text).toContain(changed.ar.replace(/ ar-SA-\d+\.$/, ''));
      expect(text).toContain('نص العقد المو');
      expect(text).toContain('مواضع اختلاف هذا العقد عن العقد المو');
    }
  });
}

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: the admin's template screens list the countries and show the Philippine versions, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAndSettle(page, 'admin', language);
    await page.goto('/admin/contract-templates');
    const link = page.getByRole('link', {
      name: templateText(language, 'contractTemplates.openTemplate', { country: DEMO[language].country }),
    });
    await expect(link).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
    await link.click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: templateText(language, 'contractTemplates.title', { country: DEMO[language].country }),
      }),
    ).toBeVisible(SERVER_WORK);
    await expect(
      page.getByRole('heading', { name: templateText(language, 'contractTemplates.versions.title') }),
    ).toBeVisible();
    await expect(
      page.getByLabel(templateText(language, 'contractTemplates.fields.agencyClausesEn')),
    ).toHaveValue(new RegExp(PHILIPPINE_AGENCY_CLAUSE.replace(/[()]/g, '\\$&')));
    await expectNoAxeViolations(page);
  });
}
