import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { apiAs } from './api-call';
import { inArabicDigits } from './arabic-digits';
import { bookFlight, departedRequest, flightOf, openArrival } from './booking-flow';
import { addCandidate, field, fillCandidateForm, hr, isoDaysFromNow, jobFor, letters } from './candidates';
import { typeDate } from './date-fields';
import { goThroughWizard, openedBulk, planRequests, startWizard, type Side } from './employment-wizard-flow';
import { expectReadableHistory, switchLanguage } from './history-check';
import { buildContract } from './partnership-wizard-flow';
import {
  downloadPdf,
  EMPLOYMENT_REQUESTS,
  expectStatus,
  moduleText,
  openRecord,
  PARTNERSHIP_CONTRACTS,
  takeAction,
  TRANSFER_CONTRACTS,
} from './record-actions';
import { newNationalId, signedIn } from './sides';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import { fillTransferForm } from './transfer-form';

const AR = 'ar-SA';

/** The Philippine wizard's employer (Riyadh, where embassy-ph answers; seed demo-employers.ts). */
const EMPLOYER = '1012345672';
/** The career of its two male visas (7001000007-8), which no other test takes. */
const DOMESTIC_WORKER = '911102';
/** The seed's departed request reserved for this journey's arrival (seed-employment-requests.ts). */
const DEPARTED_VISA = '7009000107';

const requests = (key: string, values: Record<string, string | number> = {}) =>
  moduleText(EMPLOYMENT_REQUESTS, AR, key, values);

/** A demo account signed in in English that switches the portal to Arabic from the banner. */
const inArabic = async (side: Promise<Side>): Promise<Side> => {
  const signed = await side;
  await switchLanguage(signed.page, AR);
  return signed;
};

/** The worker's photo on the request's candidate page, loaded (not its placeholder); axe on the page. */
const expectWorkerPhoto = async (page: Page, request: { id: number }, name: string) => {
  await openRecord(page, `/employment-requests/${request.id}/candidate`);
  const main = page.getByRole('main');
  const photo = main
    .locator('img')
    .and(main.getByRole('img', { name: requests('candidate.photo', { name }), exact: true }));
  await expect(photo).toBeVisible(SERVER_WORK);
  await expect
    .poll(
      () => photo.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      SERVER_WORK,
    )
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
};

const requestOf = (side: Side, id: number) =>
  apiAs(side.page, side.credentials, 'GET', `/api/employment-requests/${id}`) as Promise<EmploymentRequest>;

test('in Arabic, every number typed in Arabic-Indic digits: a partnership contract, a candidate, a bulk request answered by the agency and the embassy, the e-contract, the flight, an arrival and a transfer; each history reads in both languages', async ({
  newPage,
}) => {
  test.setTimeout(900_000);
  const office = await inArabic(signedIn(newPage, 'office', 'en-US'));
  const agency = await inArabic(signedIn(newPage, 'agency-ph', 'en-US'));
  const job = await jobFor(agency, 'MALE', DOMESTIC_WORKER);

  // The office builds a contract with agency-ph for male domestic workers, the fee and salary
  // typed in Arabic-Indic digits, and sends it; the agency approves it: ACTIVE.
  const line = { job: job.name.ar, gender: 'MALE' as const, recruitmentFee: 13500, monthlySalary: 1800 };
  const contractId = await buildContract(office.page, AR, line, 'arabic');
  await expectStatus(office.page, PARTNERSHIP_CONTRACTS, AR, 'DRAFT');
  await expectNoAxeViolations(office.page);
  await takeAction(office.page, PARTNERSHIP_CONTRACTS, AR, 'sendForApproval');
  await expectStatus(office.page, PARTNERSHIP_CONTRACTS, AR, 'PENDING_APPROVAL');
  await openRecord(agency.page, `/partnership-contracts/${contractId}`);
  await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, AR, 'PENDING_APPROVAL');
  await expectNoAxeViolations(agency.page);
  await takeAction(agency.page, PARTNERSHIP_CONTRACTS, AR, 'approve');
  await expectStatus(agency.page, PARTNERSHIP_CONTRACTS, AR, 'ACTIVE');
  const contract = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `/api/partnership/contracts/${contractId}`,
  )) as PartnershipContract;
  expect(contract.lines).toEqual([
    expect.objectContaining({ jobId: job.id, gender: 'MALE', recruitmentFee: 13500, monthlySalary: 1800 }),
  ]);
  await expectReadableHistory(agency.page, AR);

  // The agency publishes a candidate: passport, dates and numbers in Arabic-Indic digits, a photo.
  const passport = `J${String(Date.now()).slice(-8)}`;
  const worker = {
    passport,
    passportExpiry: isoDaysFromNow(3 * 365),
    nameAr: 'خوسيه سانتوس',
    nameEn: `Jose ${letters(passport)}`,
    birthDate: '1992-08-14',
    gender: 'MALE' as const,
    job,
    experienceYears: 5,
    expectedSalary: 1700,
  };
  await agency.page.goto('/hr-pool/candidates/add');
  await expect(agency.page.getByLabel(field(AR, 'passportNumber'))).toBeVisible(SERVER_WORK);
  await fillCandidateForm(agency.page, AR, worker, 'arabic');
  await expectNoAxeViolations(agency.page);
  await agency.page.getByRole('button', { name: localeText(AR, 'form.save') }).click();
  await expect(agency.page).toHaveURL(/\/hr-pool\/candidates\/\d+$/, SERVER_WORK);
  const candidateId = Number(/(\d+)$/.exec(agency.page.url())![1]);
  const candidateMain = agency.page.getByRole('main');
  await expect(candidateMain.getByText(passport, { exact: true })).toBeVisible(SERVER_WORK);
  await expect(
    candidateMain.locator('img').and(candidateMain.getByRole('img', { name: worker.nameAr, exact: true })),
  ).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(agency.page);
  const candidate = (await apiAs(
    agency.page,
    agency.credentials,
    'GET',
    `/api/hr-pool/candidates/${candidateId}`,
  )) as Candidate;
  expect(candidate).toMatchObject({
    passportNumber: passport,
    passportExpiry: worker.passportExpiry,
    birthDate: worker.birthDate,
    experienceYears: 5,
    expectedSalary: 1700,
    status: 'AVAILABLE',
  });
  // A second worker of the agency for the bulk request (the form is the first one's).
  const second = await addCandidate(agency, `K${String(Date.now()).slice(-8)}`, 'MALE', job);

  // The office sends both in one bulk request through the wizard: the employer's id, the terms
  // and the passports searched typed in Arabic-Indic digits.
  const plan = await planRequests(office, EMPLOYER, agency.credentials.organization.id, 2, {
    visa: (visa) => visa.gender === 'MALE' && visa.job.code === DOMESTIC_WORKER,
    candidate: (item) => item.id === candidateId || item.id === second.id,
  });
  await office.page.goto('/employment-requests');
  await startWizard(office.page, AR);
  await goThroughWizard(office, AR, plan, 'arabic');
  const bulk = await openedBulk(office);
  await expectNoAxeViolations(office.page);
  expect(bulk.requests.map((item) => item.status)).toEqual(['PENDING_AGENCY', 'PENDING_AGENCY']);
  const request = bulk.requests.find((item) => item.candidate.id === candidateId)!;
  const other = bulk.requests.find((item) => item.candidate.id === second.id)!;
  expect(await requestOf(office, request.id)).toMatchObject({
    terms: expect.objectContaining({ monthlySalary: plan.terms.monthlySalary, durationMonths: 24 }),
  });

  // The agency sees the worker's photo and accepts both requests.
  await expectWorkerPhoto(agency.page, request, worker.nameAr);
  for (const item of [request, other]) {
    await openRecord(agency.page, `/employment-requests/contract/${item.id}`);
    await expectStatus(agency.page, EMPLOYMENT_REQUESTS, AR, 'PENDING_AGENCY');
    await expectNoAxeViolations(agency.page);
    await takeAction(agency.page, EMPLOYMENT_REQUESTS, AR, 'accept');
    await expectStatus(agency.page, EMPLOYMENT_REQUESTS, AR, 'PENDING_EMBASSY');
  }

  // The Riyadh embassy sees the photo, approves the first and refuses the second with a reason.
  const embassy = await inArabic(signedIn(newPage, 'embassy-ph', 'en-US'));
  await expectWorkerPhoto(embassy.page, request, worker.nameAr);
  await openRecord(embassy.page, `/employment-requests/contract/${request.id}`);
  await expectStatus(embassy.page, EMPLOYMENT_REQUESTS, AR, 'PENDING_EMBASSY');
  await takeAction(embassy.page, EMPLOYMENT_REQUESTS, AR, 'approve');
  await expectStatus(embassy.page, EMPLOYMENT_REQUESTS, AR, 'CONTRACTED');
  await openRecord(embassy.page, `/employment-requests/contract/${other.id}`);
  await takeAction(embassy.page, EMPLOYMENT_REQUESTS, AR, 'embassyReject');
  await expectStatus(embassy.page, EMPLOYMENT_REQUESTS, AR, 'REJECTED');
  await expectReadableHistory(embassy.page, AR);

  // The office reads the e-contract and downloads it in both languages, then books the flight.
  await openRecord(office.page, `/employment-requests/contract/${request.id}`);
  await expectStatus(office.page, EMPLOYMENT_REQUESTS, AR, 'CONTRACTED');
  const document = office.page.frameLocator(`iframe[title="${requests('document.frameTitle')}"]`);
  await expect(document.getByText(passport).first()).toBeVisible(SERVER_WORK);
  const pdf = (key: string) => office.page.getByRole('button', { name: requests(key), exact: true });
  const arabic = await downloadPdf(office.page, pdf('pdf.arabic'));
  const english = await downloadPdf(office.page, pdf('pdf.english'));
  expect(arabic.bytes.equals(english.bytes)).toBe(false);
  await bookFlight(office, AR, request.id);
  await expectNoAxeViolations(office.page);
  await expectReadableHistory(office.page, AR);

  // A worker whose flight departed arrives: the day typed in Arabic-Indic digits.
  const departed = await departedRequest(office, DEPARTED_VISA);
  const departureDay = todayInKingdom(new Date((await flightOf(office, departed.id)).departureAt));
  await openRecord(office.page, `/employment-requests/contract/${departed.id}`);
  const arrival = await openArrival(office.page, AR);
  await typeDate(arrival.dialog, arrival.dayLabel, inArabicDigits(departureDay));
  await expectNoAxeViolations(office.page);
  await arrival.submit.click();
  await expect(arrival.dialog).toBeHidden(SERVER_WORK);
  await expectStatus(office.page, EMPLOYMENT_REQUESTS, AR, 'ARRIVED');
  const arrived = await requestOf(office, departed.id);
  expect(arrived.status).toBe('ARRIVED');
  await expectReadableHistory(office.page, AR);

  // The office moves that worker to a new employer: the passport searched, the id, the mobile
  // and the fee typed in Arabic-Indic digits.
  const nationalId = newNationalId();
  await office.page.goto('/transfer-contracts/add');
  await expect(
    office.page.getByRole('form', { name: moduleText(TRANSFER_CONTRACTS, AR, 'form.label') }),
  ).toBeVisible(SERVER_WORK);
  await fillTransferForm(
    office.page,
    AR,
    { passport: arrived.candidate.passportNumber, nationalId, mobile: '0551234567', fee: '1500.50' },
    'arabic',
  );
  await expectNoAxeViolations(office.page);
  await office.page.getByRole('button', { name: localeText(AR, 'form.save'), exact: true }).click();
  await expect(office.page).toHaveURL(/\/transfer-contracts\/\d+$/, SERVER_WORK);
  await expectStatus(office.page, TRANSFER_CONTRACTS, AR, 'PENDING');
  await expectNoAxeViolations(office.page);
  const transferId = Number(/(\d+)$/.exec(office.page.url())![1]);
  const transfer = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `/api/transfer-contracts/${transferId}`,
  )) as TransferContract;
  expect(transfer).toMatchObject({
    fee: 1500.5,
    newEmployer: expect.objectContaining({ nationalId, mobile: '0551234567' }),
    worker: expect.objectContaining({ candidateId: arrived.candidate.id }),
  });
  await expectReadableHistory(office.page, AR);

  // The candidate's own history, in both languages.
  await openRecord(agency.page, `/hr-pool/candidates/${candidateId}`);
  await expect(
    agency.page.getByRole('main').getByText(hr(AR, 'status.PROCESSING'), { exact: true }).first(),
  ).toBeVisible(SERVER_WORK);
  await expectReadableHistory(agency.page, AR);
});
