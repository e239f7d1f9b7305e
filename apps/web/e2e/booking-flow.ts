import { expect, type Page } from '@playwright/test';
import type { FlightBooking } from '@portal/contracts/booking';
import type { EmploymentRequestSummary } from '@portal/contracts/employment-requests/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { apiAs } from './api-call';
import type { Language, Side } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { EMPLOYMENT_REQUESTS, expectStatus, moduleText } from './record-actions';
import { expectNoAxeViolations, SERVER_WORK } from './support';

export const bookingText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('booking', language, key, values);

/** The flight booked for a request, as the API answers it. */
export const flightOf = (side: Side, requestId: number) =>
  apiAs(side.page, side.credentials, 'GET', `/api/booking/${requestId}`) as Promise<FlightBooking>;

/**
 * The seed's TICKET_BOOKED request of `office` whose flight departed weeks ago, reserved for one
 * test by its visa (seed-employment-requests.ts): a flight booked today departs in a week, and an
 * arrival is not recorded before the departure day.
 */
export const departedRequest = async (office: Side, visa: string): Promise<EmploymentRequestSummary> => {
  const booked = (await apiAs(
    office.page,
    office.credentials,
    'GET',
    '/api/employment-requests?status=TICKET_BOOKED&size=100',
  )) as ListResponse<EmploymentRequestSummary>;
  const request = booked.items.find((item) => item.visaNumber === visa);
  expect(request, `the seeded TICKET_BOOKED request of visa ${visa}`).toBeDefined();
  return request!;
};

/**
 * The office books the flight of the CONTRACTED request its page shows, from the Book flight
 * button and its dialog (axe on both): the request is TICKET_BOOKED and its flight summary shows
 * the booking, which is returned.
 */
export const bookFlight = async (office: Side, language: Language, requestId: number) => {
  const { page } = office;
  const label = bookingText(language, 'booking.book.label');
  const book = page.getByRole('button', { name: label, exact: true });
  await expect(book).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(page);
  await book.click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expectStatus(page, EMPLOYMENT_REQUESTS, language, 'TICKET_BOOKED');
  await expect(book).toBeHidden();
  const flight = await flightOf(office, requestId);
  const summary = page.getByRole('region', { name: bookingText(language, 'booking.summary.title') });
  await expect(summary.getByText(flight.pnr, { exact: true })).toBeVisible(SERVER_WORK);
  return { flight, summary };
};

/** Opens the request's arrival dialog from its action bar. */
export const openArrival = async (page: Page, language: Language) => {
  const label = moduleText(EMPLOYMENT_REQUESTS, language, 'actions.arrive.label');
  const bar = page.getByRole('toolbar', { name: moduleText(EMPLOYMENT_REQUESTS, language, 'actions.label') });
  await bar.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    submit: dialog.getByRole('button', { name: label, exact: true }),
    dayLabel: new RegExp(bookingText(language, 'booking.arrival.day')),
  };
};
