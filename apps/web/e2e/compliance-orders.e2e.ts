import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './contexts';
import { MODULES } from '@portal/contracts/access';
import type { ComplianceOrder } from '@portal/contracts/compliance-orders';
import type { Credentials } from '@portal/contracts/credentials';
import { apiCall } from './api-call';
import { featureText } from './feature-text';
import { expectNoAxeViolations, localeText, SERVER_WORK, signInAndSettle } from './support';
import { chooseOption } from './select-option';

type Language = 'en-US' | 'ar-SA';

const text = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  featureText('compliance-orders', language, `complianceOrders.${key}`, values);
const complaintText = (language: Language, key: string) =>
  featureText('complaints', language, `complaints.${key}`);

const startsWith = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The sweep runs once a minute on the job queue: a breach shows within two runs on a loaded machine. */
const SWEEP_WAIT = { timeout: 200_000, intervals: [5_000] };

const signedIn = async (newPage: OpenPage, username: string, language: Language) => {
  const page = await newPage({ locale: language });
  const credentials = await signInAndSettle(page, username, language);
  return { page, credentials };
};

/** Picks the first option of a select field. */
const pickFirst = async (page: Page, label: string) => {
  await chooseOption(page, page.getByRole('combobox', { name: startsWith(label) }), { first: true });
};

/** A write the office may make while active: a new sub-user. */
const officeWrite = (page: Page, credentials: Credentials) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return apiCall(page, credentials, 'POST', '/api/subusers', {
    username: `co-e2e-${unique}`,
    nameAr: 'مستخدم فرعي',
    nameEn: 'Sub-user',
    email: `co-e2e-${unique}@example.test`,
    accessRights: MODULES.map((module) => ({ module, access: 'READ' })),
  });
};

test('@flags-on @exclusive a complaint’s decision → the office’s order with its countdown → breach → automatic suspension → the office’s write refused naming the order → the admin confirms → writes work again (both languages, axe)', async ({
  newPage,
}) => {
  test.setTimeout(600_000);

  // The embassy files a complaint about one of the office's requests.
  const embassy = await signedIn(newPage, 'embassy-ph', 'en-US');
  await embassy.page.goto('/complaints/add');
  await pickFirst(embassy.page, complaintText('en-US', 'form.request'));
  await pickFirst(embassy.page, complaintText('en-US', 'form.reason'));
  const description = `E2E compliance ${Date.now()}`;
  await embassy.page
    .getByRole('textbox', { name: startsWith(complaintText('en-US', 'form.description')) })
    .fill(description);
  await embassy.page.getByRole('button', { name: localeText('en-US', 'form.save') }).click();
  await expect(embassy.page).toHaveURL(/\/complaints$/, SERVER_WORK);
  const complaintNumber = (
    await embassy.page.getByRole('row').filter({ hasText: description }).getByRole('cell').first().innerText()
  ).trim();
  await embassy.page.context().close();

  // The admin decides on it: an order for the office.
  const admin = await signedIn(newPage, 'admin', 'en-US');
  await admin.page.goto('/admin/complaints');
  await expect(admin.page.getByRole('table', { name: text('en-US', 'complaints.list') })).toBeVisible(
    SERVER_WORK,
  );
  const complaintRow = admin.page.getByRole('row').filter({ hasText: description });
  await expect(complaintRow).toBeVisible(SERVER_WORK);
  await expectNoAxeViolations(admin.page);
  await complaintRow
    .getByRole('button', {
      name: localeText('en-US', 'list.rowActions').replace(
        '{{name}}',
        text('en-US', 'complaints.rowLabel', { number: complaintNumber }),
      ),
    })
    .click();
  await admin.page.getByRole('menuitem', { name: text('en-US', 'complaints.decide') }).click();
  const dialog = admin.page.getByRole('dialog', {
    name: text('en-US', 'decision.title', { number: complaintNumber }),
  });
  await dialog
    .getByRole('textbox', { name: startsWith(text('en-US', 'decision.textAr')) })
    .fill('أعد للعامل جواز سفره');
  await dialog
    .getByRole('textbox', { name: startsWith(text('en-US', 'decision.textEn')) })
    .fill("Return the worker's passport");
  await pickFirst(admin.page, text('en-US', 'decision.reason'));
  await expectNoAxeViolations(admin.page);
  const decided = admin.page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/compliance-orders' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: text('en-US', 'decision.save') }).click();
  const order = (await (await decided).json()) as ComplianceOrder;
  expect(order.status).toBe('OPEN');
  await expect(dialog).toBeHidden();
  await expect(complaintRow).toContainText(order.number);

  // The office sees its order with the countdown, in both languages.
  const offices = {
    'en-US': await signedIn(newPage, 'office', 'en-US'),
    'ar-SA': await signedIn(newPage, 'office', 'ar-SA'),
  };
  for (const language of ['en-US', 'ar-SA'] as const) {
    const { page } = offices[language];
    await page.goto('/compliance-orders');
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible(SERVER_WORK);
    await expect(row).toContainText(text(language, 'status.OPEN'));
    await expect(row.getByTestId('clock-countdown')).toHaveAttribute('data-standing', 'running');
    await expectNoAxeViolations(page);
    expect((await officeWrite(page, offices[language].credentials)).status).toBe(201);
  }

  // Ten days pass (the end-to-end servers' control); the minute's sweep breaches the order.
  const overdue = await admin.page.request.post(`/control/compliance-orders/${order.id}/overdue`);
  expect(overdue.status()).toBe(204);
  for (const language of ['en-US', 'ar-SA'] as const) {
    const { page, credentials } = offices[language];
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByRole('row').filter({ hasText: order.number }).innerText({ timeout: 30_000 });
      }, SWEEP_WAIT)
      .toContain(text(language, 'status.BREACHED'));
    await expect(
      page.getByRole('row').filter({ hasText: order.number }).getByTestId('clock-countdown'),
    ).toHaveAttribute('data-standing', 'overdue');
    await expectNoAxeViolations(page);
    const refused = await officeWrite(page, credentials);
    expect(refused.status).toBe(403);
    const message = (JSON.parse(refused.text) as { message: string }).message;
    expect(message).toContain(order.number);
    expect(message).toMatch(language === 'ar-SA' ? /أمر الامتثال/ : /compliance order/);
  }

  // The admin confirms: the suspension the order caused is lifted.
  await admin.page.goto('/compliance-orders');
  const adminRow = admin.page.getByRole('row').filter({ hasText: order.number });
  await expect(adminRow).toContainText(text('en-US', 'status.BREACHED'), SERVER_WORK);
  await expectNoAxeViolations(admin.page);
  await adminRow
    .getByRole('button', {
      name: localeText('en-US', 'list.rowActions').replace(
        '{{name}}',
        text('en-US', 'rowLabel', { number: order.number }),
      ),
    })
    .click();
  await admin.page.getByRole('menuitem', { name: text('en-US', 'actions.confirm') }).click();
  await expect(adminRow).toContainText(text('en-US', 'status.CONFIRMED'), SERVER_WORK);
  // Every step in the order's history: decided, breached by the portal, confirmed.
  await adminRow
    .getByRole('button', {
      name: localeText('en-US', 'list.rowActions').replace(
        '{{name}}',
        text('en-US', 'rowLabel', { number: order.number }),
      ),
    })
    .click();
  await admin.page.getByRole('menuitem', { name: text('en-US', 'actions.history') }).click();
  const history = admin.page.getByRole('dialog', {
    name: text('en-US', 'historyTitle', { number: order.number }),
  });
  const status = (name: string) => text('en-US', `status.${name}`);
  await expect(
    // The change's own line (the entry's item holds it too).
    history
      .getByRole('listitem')
      .filter({ hasText: `${status('OPEN')} → ${status('BREACHED')}` })
      .last(),
  ).toBeVisible(SERVER_WORK);
  await expect(
    history
      .getByRole('listitem')
      .filter({ hasText: `${status('BREACHED')} → ${status('CONFIRMED')}` })
      .last(),
  ).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await history.getByRole('button', { name: localeText('en-US', 'common.close') }).click();

  for (const language of ['en-US', 'ar-SA'] as const) {
    const { page, credentials } = offices[language];
    expect((await officeWrite(page, credentials)).status).toBe(201);
    await page.goto('/compliance-orders');
    await expect(page.getByRole('row').filter({ hasText: order.number })).toContainText(
      text(language, 'status.CONFIRMED'),
      SERVER_WORK,
    );
    await expectNoAxeViolations(page);
  }
});
