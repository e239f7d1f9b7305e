import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import type { Credentials } from '@portal/contracts/credentials';
import { HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';
import { expectNoAxeViolations, localeText, signInAndSettle } from './support';
import { typeDate } from './date-fields';
import { chooseOption as chooseIn } from './select-option';

const ar = (key: string) => localeText('ar-SA', key);

/** The seven admin lookup screens of spec 2 (admin/visa is a separate, flagged screen). */
const LOOKUP_PATHS = [
  '/admin/job',
  '/admin/country',
  '/admin/organization-limit',
  '/admin/quota',
  '/admin/reason',
  '/admin/settings',
  '/admin/announcements',
];

/** GET an API path as the signed-in person: their access token and establishment headers. */
const apiGet = async (page: Page, credentials: Credentials, url: string) => {
  const token = await page.evaluate(() => {
    for (const store of [sessionStorage, localStorage]) {
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key?.startsWith('oidc.user:'))
          return (JSON.parse(store.getItem(key) ?? '{}') as { access_token?: string }).access_token;
      }
    }
    return undefined;
  });
  expect(token, 'an access token is stored').toBeTruthy();
  const { establishment } = credentials;
  return page.request.get(url, {
    headers: {
      authorization: `Bearer ${token}`,
      [HEADERS.establishment]: formatEstablishmentKey(
        establishment.id.laborOfficeId,
        establishment.id.sequenceNumber,
      ),
      [HEADERS.role]: establishment.role,
      [HEADERS.organizationId]: String(establishment.organizationId),
    },
  });
};

const chooseOption = async (page: Page, label: string, option: string | RegExp) => {
  await chooseIn(page, page.getByRole('combobox', { name: label }), option);
};

test('admin sets a country quota and an organisation limit and reads them back; the office sees its limit', async ({
  page: adminPage,
  newPage,
}) => {
  test.setTimeout(180_000);
  const admin = await signInAndSettle(adminPage, 'admin');

  // Country quota: add, then read back on the record page, the list and the API
  await adminPage.goto('/admin/quota');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Country Quotas' })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Add country quota' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/quota\/add$/);
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('This field is required.').first()).toBeVisible();
  await chooseOption(adminPage, 'Country', 'Philippines');
  await typeDate(adminPage, /^Month/, '2031-01');
  await adminPage.getByLabel('Maximum new employment requests').fill('120');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('The country quota was added.')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/admin\/quota\/\d+$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Philippines · 2031-01' })).toBeVisible();
  await expect(adminPage.getByRole('group', { name: 'Used of allowed' })).toContainText('0 of 120');
  const history = adminPage.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Sara Al-Qahtani/)).toBeVisible();
  const quotaId = Number(adminPage.url().split('/').pop());
  const quota = await apiGet(adminPage, admin, `/api/lookups/quotas/${quotaId}`);
  expect(quota.status()).toBe(200);
  expect(await quota.json()).toMatchObject({
    country: { code3: 'PHL' },
    month: '2031-01',
    maximum: 120,
    used: 0,
  });
  await adminPage.goto('/admin/quota?monthFrom=2031-01&monthTo=2031-01');
  const quotas = adminPage.getByRole('table', { name: 'Country Quotas' });
  await expect(quotas.getByRole('row', { name: /Philippines/ })).toContainText('0 of 120');

  // A second quota for the same country and month: 409 on the month field
  await adminPage.goto('/admin/quota/add');
  await chooseOption(adminPage, 'Country', 'Philippines');
  await typeDate(adminPage, /^Month/, '2031-01');
  await adminPage.getByLabel('Maximum new employment requests').fill('5');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(
    adminPage.getByText('A quota for Philippines in 2031-01 already exists.').first(),
  ).toBeVisible();

  // Organisation limit for the demo office and Kenya
  const office = await newPage();
  const officeCredentials = await signInAndSettle(office, 'office');
  const officeName = officeCredentials.organization.name.en ?? '';
  const kenya = (await (await apiGet(adminPage, admin, '/api/lookups/countries/options')).json()) as {
    id: number;
    code3: string;
  }[];
  const kenyaId = kenya.find((country) => country.code3 === 'KEN')?.id;
  const before = await apiGet(
    office,
    officeCredentials,
    `/api/partnership/contracts/limit?countryId=${kenyaId}`,
  );
  expect(await before.json()).toEqual({ countryId: kenyaId, used: 0, allowed: null });

  await adminPage.goto('/admin/organization-limit');
  await adminPage.getByRole('link', { name: 'Add organisation limit' }).click();
  await chooseOption(adminPage, 'Office', officeName);
  await chooseOption(adminPage, 'Country', 'Kenya');
  await adminPage.getByLabel('Maximum active partnership contracts').fill('4');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText('The organisation limit was added.')).toBeVisible();
  await expect(adminPage.getByRole('group', { name: 'Active contracts of allowed' })).toContainText('0 of 4');
  await adminPage.goto('/admin/organization-limit');
  await expect(
    adminPage.getByRole('table', { name: 'Organizations Settings' }).getByRole('row', { name: /Kenya/ }),
  ).toContainText('0 of 4');

  const after = await apiGet(
    office,
    officeCredentials,
    `/api/partnership/contracts/limit?countryId=${kenyaId}`,
  );
  expect(after.status()).toBe(200);
  expect(await after.json()).toEqual({ countryId: kenyaId, used: 0, allowed: 4 });
});

test('office (no LOOKUP rights) gets /403 on every admin lookup route', async ({ page }) => {
  await signInAndSettle(page, 'office');
  for (const path of [...LOOKUP_PATHS, '/admin/quota/add', '/admin/reason/1', '/admin/country/1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/403$/);
  }
});

test('a lookup page has no accessibility violations in English and Arabic', async ({
  page: english,
  newPage,
}) => {
  test.setTimeout(120_000);
  await signInAndSettle(english, 'admin');
  await english.goto('/admin/reason');
  const table = english.getByRole('table', { name: 'Reasons Set' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expectNoAxeViolations(english);

  const arabic = await newPage();
  await signInAndSettle(arabic, 'admin', 'ar-SA');
  await arabic.goto('/admin/country?q=PHL');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    arabic.getByRole('heading', { level: 1, name: ar('routes.adminCountry.title') }),
  ).toBeVisible();
  await expect(
    arabic.getByRole('table', { name: ar('routes.adminCountry.title') }).getByRole('row'),
  ).toHaveCount(2);
  await expectNoAxeViolations(arabic);
  await arabic.getByRole('link', { name: 'PHL' }).click();
  await expect(arabic.getByRole('heading', { level: 1, name: 'الفلبين' })).toBeVisible();
  await expectNoAxeViolations(arabic);
});
