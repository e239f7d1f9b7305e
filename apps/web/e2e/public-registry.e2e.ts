import type { Page } from '@playwright/test';
import { expect, test } from './contexts';
import { featureText } from './feature-text';
import { expectNoAxeViolations, followPublicFooterLink, localeText, useArabic } from './support';

/**
 * Issue 25's public registry, signed out: search by name in English and in Arabic, open an
 * organisation, see its licence and its partnerships in force; axe clean on both pages in both
 * languages (decision 0052).
 */

type Language = 'en-US' | 'ar-SA';

const registryText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('public-registry', language, `publicRegistry.${key}`, values);

const search = async (page: Page, language: Language, text: string) => {
  const field = page.getByRole('searchbox', { name: registryText(language, 'search.label') });
  await field.fill(text);
  await field.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
};

type Case = {
  language: Language;
  query: string;
  name: string;
  licence: string;
  partner: string;
  suspended: { query: string; name: string };
};

const CASES: Case[] = [
  {
    language: 'en-US',
    query: 'manila star',
    name: 'Manila Star Manpower Services',
    licence: 'LIC-50-3001',
    partner: 'Al Nakheel Recruitment Office',
    suspended: { query: 'qimma', name: 'Al Qimma Recruitment Office' },
  },
  {
    language: 'ar-SA',
    // Typed with a shadda: the registry folds vowel marks and spelling variants away.
    query: 'النّخيل',
    name: 'مكتب النخيل للاستقدام',
    licence: 'LIC-1-1001',
    partner: 'مانيلا ستار لخدمات القوى العاملة',
    // Taa marbuta typed as haa.
    suspended: { query: 'مكتب القمه', name: 'مكتب القمة للاستقدام' },
  },
];

for (const { language, query, name, licence, partner, suspended } of CASES) {
  test(`the public registry, signed out, in ${language}: search, open an organisation, licence and partnerships`, async ({
    newPage,
  }) => {
    const page = await newPage({ locale: language });
    if (language === 'ar-SA') await useArabic(page);
    // Reached from the public footer.
    await followPublicFooterLink(page, localeText(language, 'routes.registry.title'));
    await expect(page).toHaveURL(/\/registry$/);
    await expect(
      page.getByRole('heading', { level: 1, name: localeText(language, 'routes.registry.title') }),
    ).toBeVisible();
    const results = page.getByRole('region', { name: registryText(language, 'results.tableLabel') });
    await expect(results.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    await search(page, language, query);
    const link = results.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(results.getByText(licence, { exact: true })).toBeVisible();

    // Nothing found: the empty state says so.
    await search(page, language, 'zzzz-no-such-office');
    await expect(page.getByText(registryText(language, 'results.empty'))).toBeVisible();
    await page.goBack();
    await expect(link).toBeVisible();

    await link.click();
    await expect(page).toHaveURL(/\/registry\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(licence, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: registryText(language, 'organization.historyTitle') }),
    ).toBeVisible();
    const partnerships = page.getByRole('region', {
      name: registryText(language, 'organization.partnershipsTable'),
    });
    await expect(partnerships.getByRole('link', { name: partner, exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: registryText(language, 'organization.back') }).click();
    await expect(page).toHaveURL(/\/registry$/);

    // A suspended office: its status, the reason's category and the open end, axe clean too.
    await search(page, language, suspended.query);
    await results.getByRole('link', { name: suspended.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: suspended.name })).toBeVisible();
    await expect(page.getByText(registryText(language, 'status.SUSPENDED'), { exact: true })).toBeVisible();
    await expect(
      page.getByText(registryText(language, 'organization.openEnded'), { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
