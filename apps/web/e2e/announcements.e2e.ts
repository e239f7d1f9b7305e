import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, localeText, signInAndSettle } from './support';

// The demo seed's announcements (apps/api/src/db/seed/seed-announcements.ts).
const PUBLIC = { en: 'The portal now speaks your language', ar: 'البوابة الآن بلغتك' };
const FOR_EPRO = {
  en: 'Agencies: update candidate passports before expiry',
  ar: 'الوكالات: حدّثوا جوازات المرشحين قبل انتهائها',
};

const announcementsSection = (page: Page, language: 'en-US' | 'ar-SA', key: string) =>
  page.getByRole('region', { name: localeText(language, key) });

test('a public announcement appears on the home page in English and in Arabic', async ({ page }) => {
  await page.goto('/');
  const section = announcementsSection(page, 'en-US', 'announcements.publicTitle');
  await expect(section.getByRole('heading', { name: PUBLIC.en })).toBeVisible();
  await expect(section.getByRole('link', { name: 'FAQ' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText(FOR_EPRO.en)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem('language', 'ar-SA'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = announcementsSection(page, 'ar-SA', 'announcements.publicTitle');
  await expect(arabic.getByRole('heading', { name: PUBLIC.ar })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const language of ['en-US', 'ar-SA'] as const) {
  test(`the EPRO announcement is on agency-ph's dashboard (${language})`, async ({ page }) => {
    await signInAndSettle(page, 'agency-ph', language);
    await page.goto('/dashboard');
    const section = announcementsSection(page, language, 'dashboard.announcements');
    const title = language === 'ar-SA' ? FOR_EPRO.ar : FOR_EPRO.en;
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: title }).getByRole('list')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the EPRO announcement is not on office's dashboard", async ({ page }) => {
  await signInAndSettle(page, 'office');
  await page.goto('/dashboard');
  const section = announcementsSection(page, 'en-US', 'dashboard.announcements');
  await expect(section.getByText(localeText('en-US', 'dashboard.noAnnouncements'))).toBeVisible();
  await expect(page.getByText(FOR_EPRO.en)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
