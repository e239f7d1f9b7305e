import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { apiAs } from './api-call';
import {
  appTookOver,
  expectNoAxeViolations,
  followPublicFooterLink,
  localeText,
  signInAndSettle,
  useArabic,
} from './support';

/**
 * Issue 25's worker's status check, signed out (decision 0055): a demo request with its worker,
 * looked up on `/my-contract` in each of the page's four languages (axe clean, the content in the
 * language's direction), then one wrong field gives the neutral no match.
 */

type PageLanguage = 'ar-SA' | 'en-US' | 'fil-PH' | 'id-ID';

const LOCALES = join(import.meta.dirname, '../src/features/my-contract/locales');
const texts = Object.fromEntries(
  (['ar-SA', 'en-US', 'fil-PH', 'id-ID'] as const).map((code) => [
    code,
    JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Record<string, unknown>,
  ]),
) as Record<PageLanguage, Record<string, unknown>>;

/** A text of the page's own locale file (`form.submit`). */
const text = (language: PageLanguage, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts[language]);
  if (typeof value !== 'string') throw new Error(`no text ${key} in ${language}`);
  return value;
};

const NAMES: Record<PageLanguage, string> = {
  'ar-SA': 'العربية',
  'en-US': 'English',
  'fil-PH': 'Filipino',
  'id-ID': 'Bahasa Indonesia',
};

type Worker = { number: string; passport: string; day: string; month: string; year: string; status: string };

/** A demo request of the office with its worker's passport and birth date (read as the office). */
const demoRequest = async (page: Page): Promise<Worker> => {
  const credentials = await signInAndSettle(page, 'office');
  const list = (await apiAs(page, credentials, 'GET', '/api/employment-requests?size=5')) as ListResponse<{
    id: number;
  }>;
  const first = list.items[0];
  if (!first) throw new Error('the demo office has no employment request');
  const request = (await apiAs(
    page,
    credentials,
    'GET',
    `/api/employment-requests/${first.id}`,
  )) as EmploymentRequest;
  const [year, month, day] = request.candidate.birthDate.split('-') as [string, string, string];
  return {
    number: request.number,
    passport: request.candidate.passportNumber,
    day: String(Number(day)),
    month: String(Number(month)),
    year,
    status: request.status,
  };
};

const fillAndCheck = async (page: Page, language: PageLanguage, worker: Worker, birthYear = worker.year) => {
  const form = page.getByRole('form', { name: text(language, 'form.heading') });
  // Typed the way people do: lower case and a space in the number, the passport in lower case.
  await form
    .getByRole('textbox', { name: text(language, 'form.requestNumber') })
    .fill(worker.number.toLowerCase().replace('-', ' '));
  await form
    .getByRole('textbox', { name: text(language, 'form.passportNumber') })
    .fill(worker.passport.toLowerCase());
  await form.getByRole('textbox', { name: text(language, 'form.day'), exact: true }).fill(worker.day);
  await form.getByRole('textbox', { name: text(language, 'form.month'), exact: true }).fill(worker.month);
  await form.getByRole('textbox', { name: text(language, 'form.year'), exact: true }).fill(birthYear);
  await form.getByRole('button', { name: text(language, 'form.submit') }).press('Enter');
};

test('a worker checks her request signed out, in Arabic, English, Filipino and Indonesian; a wrong field gives no match', async ({
  newPage,
}) => {
  test.setTimeout(240_000);
  const office = await newPage();
  const worker = await demoRequest(office);
  // Done with the office: closed now, not when the test ends.
  await office.context().close();

  const page = await newPage({ locale: 'en-US' });
  // Reached from the public footer, in the portal's language.
  await followPublicFooterLink(page, localeText('en-US', 'routes.myContract.title'));
  await expect(page).toHaveURL(/\/my-contract/);

  for (const language of ['en-US', 'ar-SA', 'fil-PH', 'id-ID'] as const) {
    // The page's own language choice (the portal's header has its own two), from the keyboard.
    await page.getByRole('main').getByRole('button', { name: NAMES[language], exact: true }).press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: text(language, 'title') });
    await expect(heading).toBeVisible();
    // The content speaks the language, right to left for Arabic only; the portal around keeps its own.
    const content = page.locator(`main [lang="${language}"]`).first();
    await expect(content).toHaveAttribute('dir', language === 'ar-SA' ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await fillAndCheck(page, language, worker);
    const result = page.getByRole('region', { name: text(language, 'result.heading') });
    await expect(result).toBeVisible();
    await expect(result.getByText(text(language, 'result.noFeeTitle'))).toBeVisible();
    await expect(result.getByText(worker.number)).toBeVisible();
    await expect(result.getByText(text(language, `statuses.${worker.status}`))).toBeVisible();
    await expect(result.getByText(text(language, 'restDays.ONE_PAID_DAY_EACH_WEEK'))).toBeVisible();
    // Nothing of the worker beyond what she typed.
    await expect(result.getByText(worker.passport)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.reload();
    await appTookOver(page);
  }

  // One wrong field (the year of birth): the one neutral answer, in the page's language.
  await fillAndCheck(page, 'id-ID', worker, String(Number(worker.year) - 1));
  await expect(page.getByText(text('id-ID', 'noMatch.title'))).toBeVisible();
  await expect(page.getByRole('region', { name: text('id-ID', 'result.heading') })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('with the portal in Arabic, the footer leads to the page, and Filipino content reads left to right inside it', async ({
  newPage,
}) => {
  const page = await newPage({ locale: 'ar-SA' });
  await useArabic(page);
  await followPublicFooterLink(page, localeText('ar-SA', 'routes.myContract.title'));
  await expect(page.getByRole('heading', { level: 1, name: text('ar-SA', 'title') })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: NAMES['fil-PH'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('fil-PH', 'title') })).toBeVisible();
  await expect(page).toHaveURL(/lang=fil-PH/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main [lang="fil-PH"]').first()).toHaveAttribute('dir', 'ltr');
  // A field's label sits where the language reads from (left), not where the portal's does.
  const field = page.getByRole('textbox', { name: text('fil-PH', 'form.requestNumber') });
  const label = page.locator('label[for="my-contract-requestNumber"]');
  expect((await label.boundingBox())!.x).toBeLessThan((await field.boundingBox())!.x + 40);
  await expectNoAxeViolations(page);
});
