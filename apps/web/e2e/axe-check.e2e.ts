import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

/** The project's axe check itself: the rules it must not miss (decision 0021). */
const pageWith = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main><h1>Axe check</h1>${body}</main></body></html>`;

const rulesOf = (violations: string[]) => violations.map((line) => line.split(':')[0]);

test('the accessible name must contain the visible label (WCAG 2.5.3), in English and in Arabic script', async ({
  page,
}) => {
  await page.setContent(
    pageWith(`
      <button id="account" aria-label="Account">Programme administrator</button>
      <button id="language" aria-label="Switch language to Arabic" lang="ar-SA">العربية</button>`),
  );
  const violations = await axeViolations(page);
  expect(violations).toEqual(['label-content-name-mismatch: #account, #language']);

  await page.setContent(
    pageWith(`
      <button aria-label="Programme administrator, account">Programme administrator</button>
      <button lang="ar-SA">العربية</button>`),
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('Arabic text is checked for contrast like English text', async ({ page }) => {
  await page.setContent(
    pageWith(`
      <p id="faint-ar" lang="ar-SA" style="color:#aaa;background:#fff">يجب أن يكون الرمز فريدًا</p>
      <p id="faint-ar-2" lang="ar-SA" style="color:#aaa;background:#fff">الاسم بالعربية</p>
      <p id="faint-ar-3" lang="ar-SA" style="color:#aaa;background:#fff">تاريخ انتهاء الترخيص</p>
      <p id="faint-ar-4" lang="ar-SA" style="color:#aaa;background:#fff">المستخدمون</p>`),
  );
  expect(rulesOf(await axeViolations(page))).toEqual(['color-contrast']);
  expect((await axeViolations(page))[0]).toContain('#faint-ar-4');
});
