import { expect, test } from './contexts';
import type {
  EmploymentRequest,
  EmploymentRequestSummary,
} from '@portal/contracts/employment-requests/schemas';
import type { ListResponse } from '@portal/contracts/list';
import { apiAs } from './api-call';
import type { Language } from './employment-wizard-flow';
import { signedIn } from './sides';
import { expectNoAxeViolations, localeText, SERVER_WORK } from './support';

/**
 * Two officers of one embassy office (demo embassy-ph and its sub-user embassy-ph-officer) claim
 * the same pending request at the same moment: one gets it, the other sees who reviews it and
 * since when (decision 0061). The holder then releases it, so the request is free again.
 */
// One after the other: both languages' officers are the same two people, on the demo's pending requests.
test.describe.configure({ mode: 'serial' });

for (const language of ['en-US', 'ar-SA'] as const satisfies readonly Language[]) {
  test(`two officers claim one pending request at once: one gets it, the other sees who has it (${language})`, async ({
    newPage,
  }) => {
    test.setTimeout(240_000);
    const angela = await signedIn(newPage, 'embassy-ph', language);
    const liza = await signedIn(newPage, 'embassy-ph-officer', language);
    const queue = (await apiAs(
      angela.page,
      angela.credentials,
      'GET',
      '/api/employment-requests?waiting=true&size=50',
    )) as ListResponse<EmploymentRequestSummary>;
    const free = queue.items.find((item) => item.status === 'PENDING_EMBASSY' && !item.claim);
    expect(free, 'a pending request nobody reviews').toBeDefined();
    const id = free!.id;

    const claimButton = (side: typeof angela) =>
      side.page.getByRole('button', { name: localeText(language, 'claims.claim'), exact: true });
    for (const side of [angela, liza]) {
      await side.page.goto(`/employment-requests/contract/${id}`);
      await expect(claimButton(side)).toBeVisible(SERVER_WORK);
    }
    await expectNoAxeViolations(liza.page);

    // Both press Claim at the same moment.
    await Promise.all([claimButton(angela).click(), claimButton(liza).click()]);
    const claimed = (await apiAs(
      angela.page,
      angela.credentials,
      'GET',
      `/api/employment-requests/${id}`,
    )) as EmploymentRequest;
    expect(claimed.claim, 'one of the two holds it').toBeTruthy();
    const holderId = claimed.claim!.claimedBy.id;
    const [winner, loser] = holderId === angela.credentials.profile.id ? [angela, liza] : [liza, angela];
    expect(winner.credentials.profile.id).toBe(holderId);
    const holderName = claimed.claim!.claimedBy.name[language === 'ar-SA' ? 'ar' : 'en'];

    // The colleague sees "Being reviewed by {name} since {time}", and no Claim button.
    const [before] = localeText(language, 'claims.heldBy').split('{{name}}');
    // (The refused claim's message names the holder too, in other words: the notice is the one with both.)
    const notice = loser.page
      .getByRole('status')
      .filter({ hasText: before!.trim() })
      .filter({ hasText: holderName });
    await expect(notice).toBeVisible(SERVER_WORK);
    await expect(claimButton(loser)).toHaveCount(0);
    await expectNoAxeViolations(loser.page);

    // The holder sees their own claim and releases it: the request is free for both again.
    const [mine] = localeText(language, 'claims.heldByMe').split('{{since}}');
    await expect(winner.page.getByRole('status').filter({ hasText: mine!.trim() })).toBeVisible(SERVER_WORK);
    await expectNoAxeViolations(winner.page);
    await winner.page
      .getByRole('button', { name: localeText(language, 'claims.release'), exact: true })
      .click();
    await expect(claimButton(winner)).toBeVisible(SERVER_WORK);
    await loser.page.reload();
    await expect(claimButton(loser)).toBeVisible(SERVER_WORK);
  });
}
