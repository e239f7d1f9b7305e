import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type {
  TransferableWorker,
  TransferableWorkersResponse,
  TransferContract,
} from '@portal/contracts/transfer-contracts/schemas';
import { apiAs, apiCall } from './api-call';
import { departedRequest, flightOf } from './booking-flow';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import type { Language, Side } from './employment-wizard-flow';
import { newNationalId, signedIn } from './sides';
import { downloadPdf, expectStatus, takeAction, TRANSFER_CONTRACTS } from './record-actions';
import { fillTransferForm } from './transfer-form';

const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('transfer-contracts', language, key, values);

const transferable = async (office: Side) =>
  (
    (await apiAs(
      office.page,
      office.credentials,
      'GET',
      '/api/transfer-contracts/workers',
    )) as TransferableWorkersResponse
  ).items;

/**
 * The seed's TICKET_BOOKED request of `office` with agency-ph whose flight departed weeks ago,
 * reserved for this test (seed-employment-requests.ts, by its visa): a flight booked today departs
 * in a week, and an arrival is not recorded before the departure day.
 */
const DEPARTED_VISA = '7009000008';

/**
 * A worker of `office` the agency approves: an ARRIVED request's worker of that agency, found
 * through the form's own look-up. With none free (the seeded one taken by an earlier attempt), the
 * test makes one: its reserved booked request arrives on its flight's departure day.
 */
const workerOfAgency = async (office: Side, agencyId: number): Promise<TransferableWorker> => {
  const ofAgency = async () => {
    for (const worker of await transferable(office)) {
      if (!('employmentRequestId' in worker.source)) continue;
      const request = (await apiAs(
        office.page,
        office.credentials,
        'GET',
        `/api/employment-requests/${worker.source.employmentRequestId}`,
      )) as EmploymentRequest;
      if (request.agency.id === agencyId) return worker;
    }
    return undefined;
  };
  const found = await ofAgency();
  if (found) return found;
  const request = await departedRequest(office, DEPARTED_VISA);
  expect(request.agency.id).toBe(agencyId);
  const flight = await flightOf(office, request.id);
  const arrival = await apiCall(
    office.page,
    office.credentials,
    'POST',
    `/api/employment-requests/${request.id}/arrive`,
    { arrivedOn: todayInKingdom(new Date(flight.departureAt)) },
  );
  expect(arrival.status, `arrival of request ${request.id}: ${arrival.text}`).toBeLessThan(300);
  const made = await ofAgency();
  expect(made, 'the arrived worker is transferable').toBeDefined();
  return made!;
};

const openTransfer = async (page: Page, id: number) => {
  await page.goto(`/transfer-contracts/${id}`);
  await expect(page.locator('main h1')).toBeVisible(SERVER_WORK);
};

const transferOf = (side: Side, id: number) =>
  apiAs(side.page, side.credentials, 'GET', `/api/transfer-contracts/${id}`) as Promise<TransferContract>;

test('office transfers an arrived worker to a new employer in English; agency-ph approves in Arabic; the office completes; the lists find it; the PDFs download', async ({
  newPage,
}) => {
  test.setTimeout(420_000);
  const office = await signedIn(newPage, 'office', 'en-US');
  const agency = await signedIn(newPage, 'agency-ph', 'ar-SA');
  const worker = await workerOfAgency(office, agency.credentials.organization.id);
  const nationalId = newNationalId();
  const { page } = office;

  // The list and the form, from the list's "New transfer contract".
  await page.goto('/transfer-contracts');
  await expect(page.getByRole('table', { name: text('en-US', 'transferContracts.list') })).toBeVisible(
    SERVER_WORK,
  );
  await expectNoAxeViolations(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: text('en-US', 'transferContracts.add') })
    .click();
  await expect(page).toHaveURL(/\/transfer-contracts\/add$/, SERVER_WORK);

  // Sent empty: each field says what it needs.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(text('en-US', 'transferContracts.form.workerRequired'))).toBeVisible();
  await expect(page.getByText(text('en-US', 'transferContracts.consentRequired'))).toBeVisible();
  await expectNoAxeViolations(page);

  await fillTransferForm(page, 'en-US', {
    passport: worker.passportNumber,
    nationalId,
    mobile: '0551234567',
    fee: '1500.50',
  });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/transfer-contracts\/\d+$/, SERVER_WORK);
  const id = Number(/transfer-contracts\/(\d+)$/.exec(page.url())![1]);
  await expectStatus(page, TRANSFER_CONTRACTS, 'en-US', 'PENDING');
  await expect(
    page.getByRole('region', { name: text('en-US', 'transferContracts.fields.newEmployer') }),
  ).toContainText('Saad Al-Harbi');
  await expectNoAxeViolations(page);
  const created = await transferOf(office, id);
  expect(created.worker.passportNumber).toBe(worker.passportNumber);
  expect(created.newEmployer.nationalId).toBe(nationalId);
  expect(created.oldEmployer.nationalId).toBe(worker.employer.nationalId);
  expect(created.fee).toBe(1500.5);
  expect(created.workerConsent).toBe(true);
  // The worker has an open transfer now: the form no longer offers them.
  expect((await transferable(office)).map((item) => item.passportNumber)).not.toContain(
    worker.passportNumber,
  );

  // agency-ph (in Arabic) finds it in its list by the worker's passport and approves.
  await agency.page.goto(`/transfer-contracts?q=${encodeURIComponent(worker.passportNumber)}&status=PENDING`);
  const agencyRow = agency.page.getByRole('link', { name: created.number, exact: true });
  await expect(agencyRow).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(agency.page);
  await agencyRow.click();
  await expectStatus(agency.page, TRANSFER_CONTRACTS, 'ar-SA', 'PENDING');
  await takeAction(agency.page, TRANSFER_CONTRACTS, 'ar-SA', 'approve');
  await expectStatus(agency.page, TRANSFER_CONTRACTS, 'ar-SA', 'APPROVED');
  await expectNoAxeViolations(agency.page);
  expect((await transferOf(office, id)).status).toBe('APPROVED');

  // The office completes it; the history shows each step.
  await openTransfer(page, id);
  await expectStatus(page, TRANSFER_CONTRACTS, 'en-US', 'APPROVED');
  await takeAction(page, TRANSFER_CONTRACTS, 'en-US', 'complete');
  await expectStatus(page, TRANSFER_CONTRACTS, 'en-US', 'COMPLETED');
  await expect(page.getByRole('region', { name: localeText('en-US', 'history.title') })).toContainText(
    text('en-US', 'transferContracts.status.COMPLETED'),
    SERVER_WORK,
  );
  await expectNoAxeViolations(page);

  // The worker's details.
  await page.getByRole('link', { name: text('en-US', 'transferContracts.links.workerDetails') }).click();
  await expect(page).toHaveURL(new RegExp(`/transfer-contracts/${id}/worker-details$`), SERVER_WORK);
  await expect(page.getByRole('main').getByText(worker.passportNumber).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The list: the search and the status chip find it.
  await page.goto('/transfer-contracts');
  await page
    .getByRole('textbox', { name: text('en-US', 'transferContracts.search') })
    .fill(worker.passportNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${worker.passportNumber}`));
  const chips = page.getByRole('group', { name: text('en-US', 'transferContracts.statusChips.label') });
  await chips.getByRole('button', { name: text('en-US', 'transferContracts.status.COMPLETED') }).click();
  await expect(page).toHaveURL(/status=COMPLETED/);
  await expect(page).toHaveURL(new RegExp(`q=${worker.passportNumber}`));
  await expect(page.getByRole('link', { name: created.number, exact: true })).toBeVisible(SERVER_WORK);
  await chips.getByRole('button', { name: text('en-US', 'transferContracts.status.PENDING') }).click();
  await expect(page).toHaveURL(/status=PENDING%2CCOMPLETED|status=PENDING,COMPLETED/);
  await chips.getByRole('button', { name: text('en-US', 'transferContracts.status.COMPLETED') }).click();
  await expect(page.getByText(text('en-US', 'transferContracts.empty'))).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(page);

  // The PDFs: the office downloads the English one, the agency the Arabic one.
  for (const [side, language, lang] of [
    [office, 'en-US', 'en'],
    [agency, 'ar-SA', 'ar'],
  ] as const) {
    await openTransfer(side.page, id);
    const download = await downloadPdf(
      side.page,
      side.page.getByRole('button', {
        name: text(
          language,
          lang === 'en' ? 'transferContracts.pdf.english' : 'transferContracts.pdf.arabic',
        ),
        exact: true,
      }),
    );
    expect(download.name).toMatch(new RegExp(`${lang}\\.pdf$`));
  }
  await expectNoAxeViolations(agency.page);
});

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: fmol-ph sees the transfer list without the add button; a transfer it may not see is not found`, async ({
    newPage,
  }) => {
    const fmol = await signedIn(newPage, 'fmol-ph', language);
    await fmol.page.goto('/transfer-contracts');
    await expect(
      fmol.page.getByRole('table', { name: text(language, 'transferContracts.list') }),
    ).toBeVisible(SERVER_WORK);
    await expect(fmol.page.getByRole('link', { name: text(language, 'transferContracts.add') })).toHaveCount(
      0,
    );
    await expect(fmol.page.locator('html')).toHaveAttribute('dir', language === 'ar-SA' ? 'rtl' : 'ltr');
    await expectNoAxeViolations(fmol.page);
    await fmol.page.goto('/transfer-contracts/999999');
    await expect(
      fmol.page.getByRole('link', { name: localeText(language, 'notFound.back') }),
    ).toHaveAttribute('href', '/transfer-contracts', SERVER_WORK);
    await expectNoAxeViolations(fmol.page);
  });
}

test('ar-SA: the office’s form is right to left and says in Arabic what each field needs', async ({
  newPage,
}) => {
  const office = await signedIn(newPage, 'office', 'ar-SA');
  const { page } = office;
  await page.goto('/transfer-contracts/add');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.getByRole('form', { name: text('ar-SA', 'transferContracts.form.label') });
  await expect(form).toBeVisible(SERVER_WORK);
  await expect(
    page.getByRole('searchbox', { name: text('ar-SA', 'transferContracts.form.workerSearch') }),
  ).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: localeText('ar-SA', 'form.save'), exact: true }).click();
  await expect(form.getByText(text('ar-SA', 'transferContracts.form.workerRequired'))).toBeVisible();
  await expect(form.getByText(text('ar-SA', 'transferContracts.consentRequired'))).toBeVisible();
  await expect(form.getByText(localeText('ar-SA', 'validation.required')).first()).toBeVisible();
  // A fee with three decimals, typed in Arabic digits: the shared contract's message, in Arabic.
  const fee = form.getByRole('textbox', { name: text('ar-SA', 'transferContracts.form.fee') });
  await fee.fill('١٠٫٥٥٥');
  await fee.blur();
  await expect(form.getByText(text('ar-SA', 'validation.cents'))).toBeVisible();
  await expectNoAxeViolations(page);
});
