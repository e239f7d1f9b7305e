import { expect, test } from './contexts';
import { todayInKingdom } from '@portal/contracts/constants';
import type { Language } from './employment-wizard-flow';
import { typeDate } from './date-fields';
import { featureText } from './feature-text';
import { newNationalId, signedIn } from './sides';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';
import { chooseOption } from './select-option';

const text = (language: Language, key: string, values: Record<string, string> = {}) =>
  featureText('employer-watchlist', language, `watchlist.${key}`, values);

/**
 * An admin flags a new employer with a review date of today (decision 0062): it waits in the
 * review queue, the next review date takes it off, lifting it says why, and its history shows each
 * step. axe on the list, the dialogs and the queue. (The wizard's refusal and the embassy's view are the API tests'.)
 */
for (const language of ['en-US', 'ar-SA'] as const satisfies readonly Language[]) {
  test(`an admin flags an employer, reviews it from the queue and lifts it (${language})`, async ({
    newPage,
  }) => {
    test.setTimeout(180_000);
    const { page } = await signedIn(newPage, 'admin', language);
    const nationalId = newNationalId();

    await page.goto('/employer-watchlist');
    await page.getByRole('button', { name: text(language, 'flag'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'flagTitle') });
    await dialog.getByRole('textbox', { name: text(language, 'fields.nationalId') }).fill(nationalId);
    await chooseOption(page, dialog.getByRole('combobox', { name: text(language, 'fields.reason') }), {
      first: true,
    });
    await typeDate(dialog, text(language, 'fields.reviewOn'), todayInKingdom());
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text(language, 'flag'), exact: true }).click();
    await expect(page.getByText(text(language, 'flagged', { nationalId }))).toBeVisible(SERVER_WORK);

    // The admins' queue: due today.
    await page.goto(`/admin/watchlist-reviews?nationalId=${nationalId}`);
    const queue = page.getByRole('table', {
      name: localeText(language, 'routes.adminWatchlistReviews.title'),
    });
    const row = queue.getByRole('row').filter({ hasText: nationalId });
    await expect(row).toBeVisible(SERVER_WORK);
    await expect(row.getByText(text(language, 'due'))).toBeVisible();
    await expectNoAxeViolations(page);

    const actions = localeText(language, 'list.rowActions').replace('{{name}}', nationalId);
    await row.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: text(language, 'setReview') }).click();
    const review = page.getByRole('dialog');
    const nextMonth = todayInKingdom(new Date(Date.now() + 30 * 86_400_000));
    await typeDate(review, text(language, 'fields.nextReviewOn'), nextMonth);
    await review.getByRole('button', { name: text(language, 'setReview'), exact: true }).click();
    await expect(page.getByText(text(language, 'noneDue'))).toBeVisible(SERVER_WORK);

    // Lifted from the full list, with its reason.
    await page.goto(`/employer-watchlist?nationalId=${nationalId}`);
    const listed = page.getByRole('row').filter({ hasText: nationalId });
    await expect(listed).toBeVisible(SERVER_WORK);
    await listed.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: text(language, 'lift') }).click();
    const lift = page.getByRole('dialog');
    await lift.getByRole('textbox', { name: text(language, 'fields.liftReason') }).fill('Wages paid in full');
    await lift.getByRole('button', { name: text(language, 'lift'), exact: true }).click();
    await expect(listed.getByText(/Wages paid in full/)).toBeVisible(SERVER_WORK);
    await expect(listed.getByText(text(language, 'states.LIFTED'), { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    // Its history: each step with who took it.
    await listed.getByRole('button', { name: actions }).click();
    await page.getByRole('menuitem', { name: text(language, 'history') }).click();
    const history = page.getByRole('dialog', { name: text(language, 'historyTitle', { nationalId }) });
    await expect(history.getByText('Wages paid in full')).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(page);
  });
}
