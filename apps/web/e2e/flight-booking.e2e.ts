import { readFileSync } from 'node:fs';
import { expect, test } from './contexts';
import type { FlightBooking } from '@portal/contracts/booking';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { EmploymentRequestSubmitResponse } from '@portal/contracts/employment-requests/wizard';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { apiAs, apiCall } from './api-call';
import { bookFlight, bookingText, departedRequest, flightOf, openArrival } from './booking-flow';
import { EMPLOYMENT_REQUESTS, expectStatus } from './record-actions';
import { typeDate } from './date-fields';
import { planRequests, type Language, type Side } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { exact, newNationalId, signedIn } from './sides';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';

/** The Indonesian demo employer (seed demo-employers.ts: Jeddah; Indonesia has no approval flow). */
const INDONESIAN_EMPLOYER = {
  nationalId: '1044556676',
  nameEn: 'Nasser Al-Qahtani',
  nameAr: 'ناصر القحطاني',
  mobile: '0552003002',
  city: 'JEDDAH',
  address: '7 Prince Majed Road, Al Safa, Jeddah 23451',
};

const requests = (language: Language, key: string) => featureText('employment-requests', language, key);

/**
 * A CONTRACTED request of `office` made for this test: the wizard's submission through the API
 * (an Indonesian visa and an agency-id candidate), accepted by agency-id (no embassy step).
 */
const contractedRequest = async (office: Side, agency: Side): Promise<EmploymentRequest> => {
  // Both languages' runs take the employer's visas at once: a visa taken meanwhile (409) is planned again.
  let made: EmploymentRequestSubmitResponse | null = null;
  for (let attempt = 1; made === null; attempt += 1) {
    const plan = await planRequests(
      office,
      INDONESIAN_EMPLOYER.nationalId,
      agency.credentials.organization.id,
      1,
      { lastVisas: true },
    );
    const answer = await apiCall(office.page, office.credentials, 'POST', '/api/employment-requests', {
      employer: INDONESIAN_EMPLOYER,
      terms: { ...plan.terms, durationMonths: 24, probationDays: 90 },
      items: [{ visaId: plan.visas[0]!.id, candidateId: plan.candidates[0]!.id }],
    });
    if (answer.status === 409 && attempt < 5) continue;
    expect(answer.status, answer.text).toBe(201);
    made = JSON.parse(answer.text) as EmploymentRequestSubmitResponse;
  }
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

/** The seed's departed requests reserved for this test, one per language (by their visa). */
const DEPARTED_VISAS: Record<Language, string> = { 'en-US': '7009000105', 'ar-SA': '7009000106' };

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`office books the flight of a CONTRACTED request and downloads the ticket; its arrival is refused before the departure day; a departed flight's arrival is recorded on its departure day, the candidate is EMPLOYEE; the office transfers that worker and the agency approves (${language})`, async ({
    newPage,
  }) => {
    test.setTimeout(300_000);
    const agency = await signedIn(newPage, 'agency-id', 'en-US');
    const office = await signedIn(newPage, 'office', language);
    const request = await contractedRequest(office, agency);
    const { page } = office;

    await page.goto(`/employment-requests/contract/${request.id}`);
    await expect(page.locator('main h1')).toBeVisible(SERVER_WORK);
    await expectStatus(page, EMPLOYMENT_REQUESTS, language, 'CONTRACTED');
    // bookTicket is no generic action any more: the only way is the partner's booking.
    const bar = page.getByRole('toolbar', { name: requests(language, 'employmentRequests.actions.label') });
    await expect(
      bar.getByRole('button', { name: requests(language, 'employmentRequests.actions.bookTicket.label') }),
    ).toHaveCount(0);
    const { flight, summary } = await bookFlight(office, language, request.id);
    expect(flight).toMatchObject({
      requestStatus: 'TICKET_BOOKED',
      from: { code: 'CGK' },
      to: { code: 'JED' },
    });
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
    await summary.getByRole('button', { name: bookingText(language, 'booking.ticket.download') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`e-ticket-${request.number}-${flight.pnr}.pdf`);
    expect(
      readFileSync(await file.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The flight departs in a week: the arrival dialog refuses today (before the departure day)
    // and records nothing.
    const beforeDeparture = bookingText(language, 'booking.arrivalBeforeDeparture');
    const early = await openArrival(page, language);
    await expect(early.dialog.getByText(beforeDeparture)).toBeVisible(SERVER_WORK);
    await early.submit.click();
    await expect(early.dialog.getByText(beforeDeparture)).toBeVisible();
    await expectNoAxeViolations(page);
    await early.dialog.getByRole('button', { name: localeText(language, 'common.cancel') }).click();
    await expect(early.dialog).toBeHidden();
    await expectStatus(page, EMPLOYMENT_REQUESTS, language, 'TICKET_BOOKED');

    // The journey goes on with a request whose flight departed: its arrival is refused the day
    // before the departure and recorded on the departure day.
    const departed = await departedRequest(office, DEPARTED_VISAS[language]);
    const departedFlight = await flightOf(office, departed.id);
    const departureDay = todayInKingdom(new Date(departedFlight.departureAt));
    const dayBefore = todayInKingdom(new Date(Date.parse(departedFlight.departureAt) - DAY_MS));
    await page.goto(`/employment-requests/contract/${departed.id}`);
    await expectStatus(page, EMPLOYMENT_REQUESTS, language, 'TICKET_BOOKED');
    const arrival = await openArrival(page, language);
    const { dayLabel } = arrival;
    await typeDate(arrival.dialog, dayLabel, dayBefore);
    await arrival.submit.click();
    await expect(arrival.dialog.getByText(beforeDeparture)).toBeVisible();
    await expectNoAxeViolations(page);
    await typeDate(arrival.dialog, dayLabel, departureDay);
    await expect(arrival.dialog.getByText(beforeDeparture)).toHaveCount(0);
    await arrival.submit.click();
    await expect(arrival.dialog).toBeHidden(SERVER_WORK);
    await expectStatus(page, EMPLOYMENT_REQUESTS, language, 'ARRIVED');
    const departedSummary = page.getByRole('region', {
      name: bookingText(language, 'booking.summary.title'),
    });
    await expect(departedSummary.getByText(departedFlight.pnr, { exact: true })).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
    const arrived = (await apiAs(
      page,
      office.credentials,
      'GET',
      `/api/employment-requests/${departed.id}`,
    )) as EmploymentRequest;
    expect(arrived.status).toBe('ARRIVED');

    const candidate = (await apiAs(
      agency.page,
      agency.credentials,
      'GET',
      `/api/hr-pool/candidates/${arrived.candidate.id}`,
    )) as { status: string };
    expect(candidate.status).toBe('EMPLOYEE');
    // The agency's candidate page shows the worker as an employee.
    await agency.page.goto(`/hr-pool/candidates/${arrived.candidate.id}`);
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
      source: { employmentRequestId: arrived.id },
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
    expect(transfer).toMatchObject({ status: 'PENDING', worker: { candidateId: arrived.candidate.id } });
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
