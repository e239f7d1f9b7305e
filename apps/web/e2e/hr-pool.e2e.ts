import { readFileSync } from 'node:fs';
import { expect, test } from './contexts';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { createPartnershipContract, firstReasonId, partnershipAction } from './partnership-fixtures';
import { apiAs, apiCall } from './api-call';
import {
  addCandidate,
  field,
  fillCandidateForm,
  hr,
  isoDaysFromNow,
  jobFor,
  letters,
  newPassport,
  PDF,
  photo,
} from './candidates';
import type { Side } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { signedIn } from './sides';

test.setTimeout(180_000);

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: agency-ph adds a candidate with a photo and a CV, finds them with filters and edits them`, async ({
    newPage,
  }) => {
    const agency = await signedIn(newPage, 'agency-ph', language);
    const { page } = agency;
    const passport = newPassport(language === 'en-US' ? 'E' : 'A');
    const nameEn = `Maria ${letters(passport)}`;
    const job = await jobFor(agency, 'FEMALE');

    await page.goto('/hr-pool');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_WORK);
    await page.getByRole('link', { name: hr(language, 'add') }).click();
    await expect(page).toHaveURL(/\/hr-pool\/candidates\/add$/);

    // Saving an empty form names the fields, and focus goes to the first one.
    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();
    await expect(page.getByText(localeText(language, 'form.fixErrors'))).toBeVisible();
    await expect(page.getByLabel(field(language, 'passportNumber'))).toBeFocused();
    await expectNoAxeViolations(page);

    await fillCandidateForm(page, language, {
      passport,
      passportExpiry: isoDaysFromNow(3 * 365),
      nameAr: 'ماريا سانتوس',
      nameEn,
      birthDate: '1994-05-17',
      gender: 'FEMALE',
      job,
      experienceYears: 4,
      expectedSalary: 1500,
    });
    // A photo sent as the CV under a PDF name: the server reads the bytes and refuses it.
    await page
      .getByLabel(field(language, 'cv'))
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await photo() });
    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();
    await expect(page.getByRole('alert').first()).toBeVisible(SERVER_WORK);
    await expect(page).toHaveURL(/\/hr-pool\/candidates\/add$/);
    await page
      .getByLabel(field(language, 'cv'))
      .setInputFiles({ name: 'maria-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();

    await expect(page).toHaveURL(/\/hr-pool\/candidates\/\d+$/, SERVER_WORK);
    const main = page.getByRole('main');
    await expect(main.getByText(passport, { exact: true })).toBeVisible(SERVER_WORK);
    const shownName = language === 'ar-SA' ? 'ماريا سانتوس' : nameEn;
    // The photo itself (not the placeholder that stands for it while it loads).
    await expect(
      main.locator('img').and(main.getByRole('img', { name: shownName, exact: true })),
    ).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
    const id = Number(/(\d+)$/.exec(page.url())![1]);

    // The photo was re-encoded: its EXIF is gone.
    const served = await apiCall(page, agency.credentials, 'GET', `/api/hr-pool/candidates/${id}`);
    const record = JSON.parse(served.text) as Candidate;
    expect(record.photo?.contentType).toBe('image/jpeg');
    expect(record.cv?.contentType).toBe('application/pdf');

    // Found by the filters, which stay in the URL.
    await page.goto('/hr-pool');
    const search = page.getByRole('textbox', { name: hr(language, 'search') });
    await search.fill(`  ${passport} `);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${passport}`));
    const table = page.getByRole('table');
    // The header row and this candidate's (both tests name their candidate alike).
    await expect(table.getByRole('row')).toHaveCount(2, SERVER_WORK);
    await expect(table.getByRole('link', { name: shownName })).toBeVisible(SERVER_WORK);
    await page.goto(`/hr-pool?q=${passport}&statuses=PROCESSING`);
    await expect(page.getByText(hr(language, 'empty'))).toBeVisible(SERVER_WORK);
    await page.goto(`/hr-pool?q=${passport}&statuses=AVAILABLE&gender=FEMALE&careers=${job.id}`);
    await expect(table.getByRole('row')).toHaveCount(2, SERVER_WORK);
    await expect(table.getByRole('link', { name: shownName })).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);

    // Edited: the salary changes and the history says so.
    await page.goto(`/hr-pool/candidates/${id}/edit`);
    await expect(page.getByLabel(field(language, 'expectedSalary'))).toHaveValue(/1,?500/, SERVER_WORK);
    await page.getByLabel(field(language, 'expectedSalary')).fill('1750');
    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();
    await expect(page).toHaveURL(new RegExp(`/hr-pool/candidates/${id}$`), SERVER_WORK);
    await expect
      .poll(async () => {
        const answer = await apiCall(page, agency.credentials, 'GET', `/api/hr-pool/candidates/${id}`);
        return (JSON.parse(answer.text) as Candidate).expectedSalary;
      }, SERVER_WORK)
      .toBe(1750);
    await expect(page.getByRole('region', { name: localeText(language, 'history.title') })).toBeVisible(
      SERVER_WORK,
    );
  });
}

test('company sees an agency-ph candidate only while their partnership contract is ACTIVE', async ({
  newPage,
}) => {
  const agency = await signedIn(newPage, 'agency-ph', 'en-US');
  const company = await signedIn(newPage, 'company', 'en-US');
  const candidate = await addCandidate(agency, newPassport('V'));
  const searchAsCompany = async () => {
    await company.page.goto(`/hr-pool?q=${candidate.passportNumber}`);
    await expect(company.page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_WORK);
  };
  const shown = company.page.getByRole('table').getByRole('link', { name: candidate.name.en });

  // No contract with agency-ph: neither in the list nor by its address.
  await searchAsCompany();
  await expect(company.page.getByText(hr('en-US', 'empty'))).toBeVisible(SERVER_WORK);
  const hidden = await apiCall(
    company.page,
    company.credentials,
    'GET',
    `/api/hr-pool/candidates/${candidate.id}`,
  );
  expect(hidden.status).toBe(404);

  // A contract made ACTIVE: the candidate appears.
  const contract = await createPartnershipContract(company, agency, {
    recruitmentFee: 12000,
    paymentTerms: 'On arrival',
  });
  const act = (side: Side, action: string, reasonId?: number) =>
    partnershipAction(side, contract.id, action, reasonId);
  try {
    await act(company, 'sendForApproval');
    await act(agency, 'approve');
    await searchAsCompany();
    await expect(shown).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(company.page);
    await shown.click();
    await expect(
      company.page.getByRole('main').getByText(candidate.passportNumber, { exact: true }),
    ).toBeVisible(SERVER_WORK);
    // Company may read but not edit someone else's candidate.
    await expect(company.page.getByRole('link', { name: hr('en-US', 'edit') })).toHaveCount(0);
  } finally {
    // Cancelled: gone again.
    await act(company, 'cancel', await firstReasonId(company, 'PARTNERSHIP_CANCELLATION'));
    await act(agency, 'acceptCancellation');
  }
  await searchAsCompany();
  await expect(company.page.getByText(hr('en-US', 'empty'))).toBeVisible(SERVER_WORK);
  await company.page.goto(`/hr-pool/candidates/${candidate.id}`);
  await expect(
    company.page.getByRole('heading', { level: 1, name: localeText('en-US', 'notFound.title') }),
  ).toBeVisible(SERVER_WORK);
});

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: agency-id's candidate filter has no career field; agency-ph's has one`, async ({
    newPage,
  }) => {
    const indonesian = await signedIn(newPage, 'agency-id', language);
    await indonesian.page.goto('/hr-pool');
    const filters = indonesian.page.getByRole('search');
    await expect(filters.getByRole('combobox', { name: field(language, 'gender') })).toBeVisible(SERVER_WORK);
    await expect(filters.getByRole('combobox', { name: field(language, 'careers') })).toHaveCount(0);
    await expect(indonesian.page.getByRole('table').getByRole('row').nth(1)).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(indonesian.page);

    const philippine = await signedIn(newPage, 'agency-ph', language);
    await philippine.page.goto('/hr-pool');
    await expect(
      philippine.page.getByRole('search').getByRole('combobox', { name: field(language, 'careers') }),
    ).toBeVisible(SERVER_WORK);
  });
}

const DLT_COLUMNS =
  'passportNumber,passportExpiry,nameAr,nameEn,birthDate,gender,religion,maritalStatus,job,experienceYears,languages,education';

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: fmol-ph imports DLT workers; the bad row is reported and the rest are taken`, async ({
    newPage,
  }) => {
    const dlt = (key: string, values?: Record<string, string | number>) =>
      featureText('hr-pool-dlt', language, `hrPoolDlt.${key}`, values);
    const ministry = await signedIn(newPage, 'fmol-ph', language);
    const { page } = ministry;
    const jobs = (await apiAs(page, ministry.credentials, 'GET', '/api/lookups/jobs/options')) as {
      code: string;
      allowedGender: string;
    }[];
    const code = jobs.find((job) => job.allowedGender !== 'MALE')!.code;
    const passports = [newPassport('D'), newPassport('W')];
    const expiry = isoDaysFromNow(3 * 365);
    const csv = [
      DLT_COLUMNS,
      `${passports[0]},${expiry},روزا ديلا,Rosa ${letters(passports[0]!)},1992-04-02,FEMALE,CHRISTIANITY,SINGLE,${code},3,en;tl,SECONDARY`,
      `BAD ROW!,${expiry},ليزا,Liza Cruz,1992-04-02,FEMALE,CHRISTIANITY,SINGLE,${code},3,en,SECONDARY`,
      `${passports[1]},${expiry},آنا ريس,Ana ${letters(passports[1]!)},1988-11-20,FEMALE,ISLAM,MARRIED,${code},7,en,PRIMARY`,
    ].join('\r\n');

    await page.goto('/hr-pool/dlt');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SERVER_WORK);
    await page.getByRole('button', { name: dlt('import') }).click();
    const dialog = page.getByRole('dialog', { name: dlt('importDialog.title') });
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel(dlt('importDialog.file'))
      .setInputFiles({ name: 'dlt.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByRole('button', { name: dlt('importDialog.upload') }).click();
    // The import runs as a job (decision 0048): the dialog follows it until its outcome.
    const shared = (key: string) => localeText(language, `importRun.${key}`);
    const outcome = dialog.getByRole('region', {
      name: shared('outcomeTitle').replace('{{file}}', 'dlt.csv'),
    });
    await expect(outcome).toBeVisible(SERVER_WORK);
    await expect(outcome.getByRole('status')).toHaveText(
      dlt('importDialog.doneWithRejected', { imported: '2', rejected: '1' }),
    );
    const report = outcome.getByRole('table', { name: shared('issuesTitle') });
    await expect(report.getByRole('row')).toHaveCount(2);
    // Line 3 of the file (the header is line 1).
    const refused = report.getByRole('row').nth(1).getByRole('cell');
    await expect(refused.first()).toHaveText('3');
    const problem = (await refused.nth(2).textContent())!;
    expect(problem.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // The whole refusal report, fetched with the person's token.
    const [download] = await Promise.all([
      page.waitForEvent('download', SERVER_WORK),
      outcome.getByRole('button', { name: shared('download.csv') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const rows = readFileSync(await download.path(), 'utf8').split(/\r?\n/);
    expect(rows.some((row) => row.startsWith('3,') && row.includes(problem))).toBe(true);
    await dialog.getByRole('button', { name: localeText(language, 'common.close') }).click();

    for (const passport of passports) {
      await page.goto(`/hr-pool/dlt?q=${passport}`);
      await expect(page.getByRole('table').getByText(passport, { exact: true })).toBeVisible(SERVER_WORK);
    }
  });
}

const OLD_CONTRACT_COLUMNS =
  'contractNumber,country,passportNumber,workerNameAr,workerNameEn,visaNumber,employerId,employerName,officeName,agencyName,jobTitle,monthlySalary,contractDate';

test('admin imports old contracts: the run adds the valid row and reports the unknown country', async ({
  newPage,
}) => {
  const old = (key: string, values?: Record<string, string | number>) =>
    featureText('old-contracts', 'en-US', `oldContracts.${key}`, values);
  const { page } = await signedIn(newPage, 'admin', 'en-US');
  const stamp = String(Date.now()).slice(-8);
  const passport = newPassport('O');
  const row = (number: string, country: string, passportNumber = passport) =>
    `OC-E2E-${number},${country},${passportNumber},ماريا سانتوس,Maria Santos,55${stamp},1012345678,Employer,Office,Agency,Housemaid,1500,2016-03-14`;
  const csv = [
    OLD_CONTRACT_COLUMNS,
    row(`${stamp}-1`, 'PHL'),
    row(`${stamp}-2`, 'XXX', newPassport('X')),
  ].join('\r\n');

  await page.goto('/hr-pool/old-contracts');
  await page.getByRole('button', { name: old('import.open') }).click();
  const dialog = page.getByRole('dialog', { name: old('import.title') });
  await dialog
    .getByLabel(old('import.file'))
    .setInputFiles({ name: 'old.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await dialog.getByRole('button', { name: localeText('en-US', 'importRun.upload') }).click();
  // The import runs as a job (decision 0048): the dialog follows it until its outcome.
  const outcome = dialog.getByRole('region', { name: 'Import of old.csv' });
  await expect(outcome).toBeVisible(SERVER_WORK);
  await expect(outcome.getByRole('status')).toHaveText(
    old('import.summary', { rows: '2', imported: '1', updated: '0', unchanged: '0', rejected: '1' }),
  );
  const refused = outcome
    .getByRole('table', { name: localeText('en-US', 'importRun.issuesTitle') })
    .getByRole('row');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(1)).toContainText(/^3Country.*XXX/);
  await dialog.getByRole('button', { name: localeText('en-US', 'common.close') }).click();

  await page.getByRole('textbox', { name: old('search.passport') }).fill(passport);
  await page.getByRole('textbox', { name: old('search.passport') }).press('Enter');
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `OC-E2E-${stamp}-1` }),
  ).toBeVisible(SERVER_WORK);
});

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: embassy-ph lands on old contracts and finds one by passport`, async ({ newPage }) => {
    const old = (key: string) => featureText('old-contracts', language, `oldContracts.${key}`);
    const page = await newPage({ locale: language });
    await signInAndSettle(page, 'embassy-ph', language);
    await expect(page).toHaveURL(/\/old-contracts$/, SERVER_WORK);
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(language, 'routes.oldContracts.title') }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: old('search.passport') }).fill(' P4821730A ');
    await page.getByRole('textbox', { name: old('search.passport') }).press('Enter');
    await expect(page).toHaveURL(/passport=P4821730A/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'OC-PHL-2016-0001' })).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
  });
}
