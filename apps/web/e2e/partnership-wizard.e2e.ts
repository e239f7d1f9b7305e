import { test } from '@playwright/test';
import { buildContract } from './partnership-wizard-flow';
import { signInAndSettle } from './support';

test('office builds a partnership contract through the wizard in English', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAndSettle(page, 'office', 'en-US');
  await buildContract(page, 'en-US');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('office builds a partnership contract through the wizard in Arabic', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAndSettle(page, 'office', 'ar-SA');
    await buildContract(page, 'ar-SA');
  });
});
