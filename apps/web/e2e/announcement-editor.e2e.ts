import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';

const en = (key: string) => localeText('en-US', key);

test('an announcement written in the rich-text editor shows on the home page, formatted', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 100_000;
  const title = { en: `Holiday hours ${stamp}`, ar: `مواعيد العطلة ${stamp}` };
  await signInAndSettle(page, 'admin');
  await page.goto('/admin/announcements/add');
  await page.getByLabel(/^English title/).fill(title.en);
  await page.getByLabel(/^Arabic title/).fill(title.ar);

  const arabicBody = page.getByRole('textbox', { name: /^Arabic text/ });
  await expect(arabicBody).toHaveAttribute('dir', 'rtl');
  await arabicBody.click();
  await page.keyboard.type('المكاتب مغلقة');

  const englishBody = page.getByRole('textbox', { name: /^English text/ });
  const toolbar = page.getByRole('toolbar', { name: /English text/ });
  await englishBody.click();
  await page.keyboard.type('Offices are ');
  await toolbar.getByRole('button', { name: en('announcements.editor.bold') }).click();
  // Bold is on before the next key: typed at once, the first letter could come before it (CI).
  await expect(toolbar.getByRole('button', { name: en('announcements.editor.bold') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('closed');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: en('announcements.editor.bulletList') }).click();
  await page.keyboard.type('Friday');
  await expect(englishBody.locator('strong')).toHaveText('closed');
  await expect(englishBody.locator('ul li')).toHaveText('Friday');

  await page.getByLabel(en('announcements.fields.audiencePublic')).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('form.save') }).click();
  await expect(page).toHaveURL(/\/admin\/announcements\/\d+$/, SERVER_WORK);

  // The list links the English title in English.
  await page.goto('/admin/announcements');
  await expect(page.getByRole('link', { name: title.en })).toBeVisible(SERVER_WORK);

  await page.goto('/');
  const section = page.getByRole('region', { name: en('announcements.publicTitle') });
  const item = section.getByRole('listitem').filter({ hasText: title.en });
  await expect(item.locator('strong')).toHaveText('closed', SERVER_WORK);
  await expect(item.getByRole('list').getByRole('listitem')).toHaveText('Friday');
});
