import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { WizardCandidate, WizardVisa } from '@portal/contracts/employment-requests/wizard';
import type { ListResponse } from '@portal/contracts/list';
import { apiAs } from './api-call';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import { signedIn } from './sides';
import { downloadPdf, EMPLOYMENT_REQUESTS, expectStatus, takeAction } from './record-actions';
import {
  goThroughWizard,
  openedBulk,
  startWizard,
  planRequests,
  storedDrafts,
  type Language,
  type Side,
} from './employment-wizard-flow';

/** The demo employers of the wizard (seed demo-employers.ts): Riyadh for the Philippines, Jeddah for Indonesia. */
const PHILIPPINE_EMPLOYER = '1012345672';
const INDONESIAN_EMPLOYER = '1044556676';

const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('employment-requests', language, key, values);

const request = (side: Side, id: number) =>
  apiAs(side.page, side.credentials, 'GET', `/api/employment-requests/${id}`) as Promise<EmploymentRequest>;

const openRequest = async (page: Page, id: number) => {
  await page.goto(`/employment-requests/contract/${id}`);
  await expect(page.locator('main h1')).toBeVisible(SERVER_WORK);
};

/** Spec 4: with no visa chosen, a later step goes back to the list. */
const expectWizardRule = async (page: Page) => {
  await page.goto('/employment-requests/wizard/contract');
  await expect(page).toHaveURL(/\/employment-requests$/, SERVER_WORK);
};

test('office sends a bulk request of two agency-ph candidates; agency-ph accepts one and rejects the other; embassy-ph approves; the Arabic e-contract downloads', async ({
  newPage,
}) => {
  test.setTimeout(420_000);
  const agency = await signedIn(newPage, 'agency-ph', 'ar-SA');
  const office = await signedIn(newPage, 'office', 'en-US');
  const plan = await planRequests(office, PHILIPPINE_EMPLOYER, agency.credentials.organization.id, 2);

  await expectWizardRule(office.page);
  await expectNoAxeViolations(office.page);
  await startWizard(office.page, 'en-US');
  await goThroughWizard(office, 'en-US', plan);
  const bulk = await openedBulk(office);
  expect(await storedDrafts(office.page)).toEqual([]);
  expect(bulk.requests.map((item) => item.candidate.id).sort()).toEqual(
    plan.candidates.map((item) => item.id).sort(),
  );
  expect(bulk.requests.every((item) => item.status === 'PENDING_AGENCY')).toBe(true);
  await expect(office.page.getByText(bulk.requests[0]!.number).first()).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(office.page);

  // agency-ph (in Arabic) accepts the first request and rejects the second with a reason.
  const byCandidate = (index: number) =>
    bulk.requests.find((item) => item.candidate.id === plan.candidates[index]!.id)!;
  const accepted = byCandidate(0);
  const rejected = byCandidate(1);
  await openRequest(agency.page, accepted.id);
  await expectStatus(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'PENDING_AGENCY');
  await expectNoAxeViolations(agency.page);
  await takeAction(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'accept');
  await expectStatus(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'PENDING_EMBASSY');
  await openRequest(agency.page, rejected.id);
  await takeAction(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'reject');
  await expectStatus(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'REJECTED');
  await expectNoAxeViolations(agency.page);

  // The rejected request's candidate and visa are available again.
  expect((await request(office, rejected.id)).status).toBe('REJECTED');
  const rejectedVisa = plan.visas[1]!;
  const visas = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `/api/employment-requests/wizard/visas?nationalId=${PHILIPPINE_EMPLOYER}`,
  )) as { items: WizardVisa[] };
  expect(visas.items.map((visa) => visa.id)).toContain(rejectedVisa.id);
  expect(visas.items.map((visa) => visa.id)).not.toContain(plan.visas[0]!.id);
  const candidates = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    `/api/employment-requests/wizard/candidates?visaId=${rejectedVisa.id}&q=${plan.candidates[1]!.passportNumber}`,
  )) as ListResponse<WizardCandidate>;
  expect(candidates.items.map((item) => item.id)).toContain(plan.candidates[1]!.id);

  // embassy-ph (Riyadh, the employer's city): its menu's employment requests open on pending (spec
  // 2, the tabs) with the waiting count; it finds the request there and approves it.
  const embassy = await signedIn(newPage, 'embassy-ph', 'en-US');
  const menuEntry = embassy.page
    .getByRole('navigation')
    .getByRole('link', { name: new RegExp(localeText('en-US', 'routes.employmentRequests.title')) });
  await expect(menuEntry).toContainText(
    new RegExp(localeText('en-US', 'nav.waiting').replace('{{count}}', '[1-9]\\d*')),
    SERVER_WORK,
  );
  await menuEntry.click();
  await expect(embassy.page).toHaveURL(/\/employment-requests\/pending/, SERVER_WORK);
  await expect(embassy.page.getByText(accepted.number).first()).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(embassy.page);
  await openRequest(embassy.page, accepted.id);
  await expectStatus(embassy.page, EMPLOYMENT_REQUESTS, 'en-US', 'PENDING_EMBASSY');
  await takeAction(embassy.page, EMPLOYMENT_REQUESTS, 'en-US', 'approve');
  await expectStatus(embassy.page, EMPLOYMENT_REQUESTS, 'en-US', 'CONTRACTED');
  expect((await request(office, accepted.id)).status).toBe('CONTRACTED');

  // The office downloads the Arabic e-contract.
  await openRequest(office.page, accepted.id);
  await expectStatus(office.page, EMPLOYMENT_REQUESTS, 'en-US', 'CONTRACTED');
  await expectNoAxeViolations(office.page);
  const download = await downloadPdf(
    office.page,
    office.page.getByRole('button', { name: text('en-US', 'employmentRequests.pdf.arabic'), exact: true }),
  );
  expect(download.name).toMatch(/ar\.pdf$/);
});

test('office sends a request of an agency-id candidate in Arabic; the acceptance concludes the contract at once', async ({
  newPage,
}) => {
  test.setTimeout(300_000);
  const agency = await signedIn(newPage, 'agency-id', 'ar-SA');
  const office = await signedIn(newPage, 'office', 'ar-SA');
  const plan = await planRequests(office, INDONESIAN_EMPLOYER, agency.credentials.organization.id, 1);

  await expectWizardRule(office.page);
  await startWizard(office.page, 'ar-SA');
  await goThroughWizard(office, 'ar-SA', plan);
  await expect(office.page).toHaveURL(/\/employment-requests\/contract\/\d+$/, SERVER_WORK);
  const id = Number(/contract\/(\d+)$/.exec(office.page.url())![1]);
  await expectStatus(office.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'PENDING_AGENCY');
  await expectNoAxeViolations(office.page);

  await openRequest(agency.page, id);
  await takeAction(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'acceptDirect');
  await expectStatus(agency.page, EMPLOYMENT_REQUESTS, 'ar-SA', 'CONTRACTED');
  await expectNoAxeViolations(agency.page);
  expect((await request(office, id)).status).toBe('CONTRACTED');
});

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`${language}: embassy-ph-noloc (no office location) sees no request and a zero count`, async ({
    newPage,
  }) => {
    const embassy = await signedIn(newPage, 'embassy-ph-noloc', language);
    const { page, credentials } = embassy;
    await page.goto('/employment-requests/pending');
    await expect(page.getByText(text(language, 'employmentRequests.emptyPending'))).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
    await page.goto('/employment-requests');
    await expect(page.getByText(text(language, 'employmentRequests.emptyAll'))).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
    const list = (await apiAs(page, credentials, 'GET', '/api/employment-requests')) as { total: number };
    expect(list.total).toBe(0);
    const counts = (await apiAs(page, credentials, 'GET', '/api/statistic/actionsNeeded')) as Record<
      string,
      number
    >;
    expect(counts.employment_requests ?? 0).toBe(0);
    const menuEntry = page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(localeText(language, 'routes.employmentRequests.title')) })
      .first();
    await expect(menuEntry).toBeVisible();
    await expect(menuEntry).not.toContainText(
      localeText(language, 'nav.waiting').split('{{count}}').join('').trim(),
    );
  });
}
