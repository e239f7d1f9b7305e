import type { Page, Response } from '@playwright/test';
import { expect, test } from './contexts';
import type { ComplaintsToken } from '@portal/contracts/complaints';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { chooseOption } from './select-option';

type Language = 'en-US' | 'ar-SA';

const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('complaints', language, `complaints.${key}`, values);

const startsWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const isTokenCall = (response: Response) => new URL(response.url()).pathname === '/api/complaints/jwt';
const isConnectorCall = (response: Response) =>
  new URL(response.url()).pathname.startsWith('/connector/issue-tracker/api/complaints');

/** Picks the first option of a select field. */
const pickFirst = async (page: Page, label: string) => {
  await chooseOption(page, page.getByRole('combobox', { name: startsWith(label) }), { first: true });
};

test('@flags-on office files a complaint and sees it listed; with the connector answering 401 once, the call succeeds after one token refresh (both languages, axe)', async ({
  newPage,
  baseURL,
}) => {
  test.setTimeout(300_000);
  for (const language of ['en-US', 'ar-SA'] as const) {
    const page = await newPage({ locale: language });
    await signInAndSettle(page, 'office', language);
    const tokens: ComplaintsToken[] = [];
    const connectorStatuses: number[] = [];
    page.on('response', (response) => {
      if (isTokenCall(response) && response.ok()) {
        void response.json().then((body: ComplaintsToken) => tokens.push(body));
      }
      if (isConnectorCall(response)) connectorStatuses.push(response.status());
    });

    await page.goto('/complaints');
    const table = page.getByRole('table', { name: text(language, 'list') });
    await expect(table).toBeVisible(SERVER_WORK);
    await expect.poll(() => connectorStatuses.length, SERVER_WORK).toBeGreaterThan(0);
    expect(connectorStatuses).toEqual([200]);
    await expectNoAxeViolations(page);

    await page
      .getByRole('main')
      .getByRole('link', { name: text(language, 'add') })
      .click();
    await expect(page).toHaveURL(/\/complaints\/add$/, SERVER_WORK);
    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: localeText(language, 'form.fixErrors') }),
    ).toBeVisible();
    await pickFirst(page, text(language, 'form.request'));
    await pickFirst(page, text(language, 'form.reason'));
    const description = `E2E ${language} complaint ${Date.now()}`;
    await page
      .getByRole('textbox', { name: startsWith(text(language, 'form.description')) })
      .fill(description);
    await expectNoAxeViolations(page);

    // The simulator refuses this user's next connector call once: the client refreshes its token and retries.
    const token = tokens.at(-1)!;
    const control = await page.request.post(`${baseURL}${token.connectorUrl}/control/reject-next`, {
      headers: { authorization: `Bearer ${token.token}` },
      data: { count: 1 },
    });
    expect(control.status()).toBe(204);
    const tokensBefore = tokens.length;
    const statusesBefore = connectorStatuses.length;

    await page.getByRole('button', { name: localeText(language, 'form.save') }).click();
    await expect(page).toHaveURL(/\/complaints$/, SERVER_WORK);
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toBeVisible(SERVER_WORK);
    await expect(row).toContainText(text(language, 'status.OPEN'));
    expect(connectorStatuses.slice(statusesBefore, statusesBefore + 2)).toEqual([401, 201]);
    expect(tokens.length).toBe(tokensBefore + 1);
    await expectNoAxeViolations(page);
    await page.context().close();
  }
});
