import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { FlightBooking } from '@portal/contracts/booking';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { EmploymentRequestSubmitResponse } from '@portal/contracts/employment-requests/wizard';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { apiAs } from './api-call';
import { planRequests, type Language, type Side } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { exact, newNationalId, signedIn } from './sides';
import { expectNoAxeViolations, SERVER_WORK } from './support';

/** The Indonesian demo employer (seed demo-employers.ts: Jeddah; Indonesia has no approval flow). */
const INDONESIAN_EMPLOYER = {
  nationalId: '1044556676',
  nameEn: 'Nasser Al-Qahtani',
  nameAr: 'ناصر القحطاني',
  mobile: '0552003002',
  city: 'JEDDAH',
  address: '7 Prince Majed Road, Al Safa, Jeddah 23451',
};

const booking = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('booking', language, key, values);
const requests = (language: Language, key: string) => featureText('employment-requests', language, key);

const expectStatus = (page: Page, language: Language, status: string) =>
  expect(
    page
      .getByRole('main')
      .getByText(exact(requests(language, `employmentRequests.status.${status}`)))
      .first(),
  ).toBeVisible(SERVER_WORK);

/**
 * A CONTRACTED request of `office` made for this test: the wizard's submission through the API
 * (an Indonesian visa and an agency-id candidate), accepted by agency-id (no embassy step).
 */
const contractedRequest = async (office: Side, agency: Side): Promise<EmploymentRequest> => {
  const plan = await planRequests(
    office,
    INDONESIAN_EMPLOYER.nationalId,
    agency.credentials.organization.id,
    1,
  );
  const made = (await apiAs(office.page, office.credentials, 'POST', '/api/employment-requests', {
    employer: INDONESIAN_EMPLOYER,
    terms: { ...plan.terms, durationMonths: 24, probationDays: 90 },
    items: [{ visaId: plan.visas[0]!.id, candidateId: plan.candidates[0]!.id }],
  })) as EmploymentRequestSubmitResponse;
  const id = made.ids[0]!;
  const accepted = (await apiAs(
    agency.page,
    agency.credentials,
    'POST',
    `/api/employment-requests/${id}/accept`,
    {},
  )) as EmploymentRequest;
  expect(accepted.status).toBe('CONTRACTED');
  return accepted;
};

/** Takes an action of the request's action bar and confirms its dialog. */
const takeAction = async (page: Page, language: Language, action: string) => {
  const label = requests(language, `employmentRequests.actions.${action}.label`);
  const bar = page.getByRole('toolbar', { name: requests(language, 'employmentRequests.actions.label') });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden(SERVER_WORK);
};

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`office books the flight of a CONTRACTED request, downloads the ticket and records the arrival; the candidate is EMPLOYEE; the office transfers that worker and the agency approves (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const agency = await signedIn(browser, 'agency-id', 'en-US');
    const office = await signedIn(browser, 'office', language);
    const request = await contractedRequest(office, agency);
    const { page } = office;

    await page.goto(`/employment-requests/contract/${request.id}`);
    await expect(page.locator('main h1')).toBeVisible(SERVER_WORK);
    await expectStatus(page, language, 'CONTRACTED');
    // bookTicket is no generic action any more: the only way is the partner's booking.
    const bar = page.getByRole('toolbar', { name: requests(language, 'employmentRequests.actions.label') });
    await expect(
      bar.getByRole('button', { name: requests(language, 'employmentRequests.actions.bookTicket.label') }),
    ).toHaveCount(0);
    const book = page.getByRole('button', { name: booking(language, 'booking.book.label'), exact: true });
    await expect(book).toBeVisible();
    await expectNoAxeViolations(page);

    await book.click();
    const dialog = page.getByRole('dialog', { name: booking(language, 'booking.book.label') });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: booking(language, 'booking.book.label'), exact: true }).click();
    await expectStatus(page, language, 'TICKET_BOOKED');
    await expect(book).toBeHidden();

    const flight = (await apiAs(
      page,
      office.credentials,
      'GET',
      `/api/booking/${request.id}`,
    )) as FlightBooking;
    expect(flight).toMatchObject({
      requestStatus: 'TICKET_BOOKED',
      from: { code: 'CGK' },
      to: { code: 'JED' },
    });
    const summary = page.getByRole('region', { name: booking(language, 'booking.summary.title') });
    await expect(summary.getByText(flight.pnr, { exact: true })).toBeVisible(SERVER_WORK);
    await expect(summary.getByText(flight.ticketNumber, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A second booking of the same request answers the same booking: nothing is booked twice.
    const again = (await apiAs(
      page,
      office.credentials,
      'POST',
      `/api/booking/almatar/${request.id}/create`,
    )) as FlightBooking;
    expect(again.pnr).toBe(flight.pnr);

    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: booking(language, 'booking.ticket.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`e-ticket-${request.number}-${flight.pnr}.pdf`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await takeAction(page, language, 'arrive');
    await expectStatus(page, language, 'ARRIVED');
    await expect(summary.getByText(flight.pnr, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const candidate = (await apiAs(
      agency.page,
      agency.credentials,
      'GET',
      `/api/hr-pool/candidates/${request.candidate.id}`,
    )) as { status: string };
    expect(candidate.status).toBe('EMPLOYEE');
    // The agency's candidate page shows the worker as an employee.
    await agency.page.goto(`/hr-pool/candidates/${request.candidate.id}`);
    await expect(
      agency.page
        .getByRole('main')
        .getByText(exact(featureText('hr-pool', 'en-US', 'hrPoolCandidates.status.EMPLOYEE')))
        .first(),
    ).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(agency.page);

    // That worker moves to another employer (the office's transfer form has its own test); the
    // agency approves the transfer from its page.
    const transfer = (await apiAs(page, office.credentials, 'POST', '/api/transfer-contracts', {
      source: { employmentRequestId: request.id },
      newEmployer: {
        nationalId: newNationalId(),
        nameAr: 'سعد الحربي',
        nameEn: 'Saad Al-Harbi',
        mobile: '0551234567',
        city: 'RIYADH',
        address: '9 King Abdullah Road, Riyadh',
      },
      fee: 1500,
      workerConsent: true,
    })) as TransferContract;
    expect(transfer).toMatchObject({ status: 'PENDING', worker: { candidateId: request.candidate.id } });
    await agency.page.goto(`/transfer-contracts/${transfer.id}`);
    const transferText = (key: string) => featureText('transfer-contracts', 'en-US', key);
    const approve = transferText('transferContracts.actions.approve.label');
    await agency.page
      .getByRole('toolbar', { name: transferText('transferContracts.actions.label') })
      .getByRole('button', { name: approve, exact: true })
      .click();
    const confirm = agency.page.getByRole('dialog', { name: approve });
    await confirm.getByRole('button', { name: approve, exact: true }).click();
    await expect(confirm).toBeHidden(SERVER_WORK);
    await expect(
      agency.page
        .getByRole('main')
        .getByText(exact(transferText('transferContracts.status.APPROVED')))
        .first(),
    ).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(agency.page);
  });
}
