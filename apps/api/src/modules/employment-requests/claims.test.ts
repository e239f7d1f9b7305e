import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_IDLE_MS } from '@portal/contracts/claims';
import { recordClaims, users } from '../../db/schema/index';
import { activeClaimOf, takeClaim, touchClaim } from '../../platform/claims/repository';
import { makeRequest, requestKit } from './request-fixtures.test-support';

type Method = 'GET' | 'POST' | 'DELETE';

/** Two officers of one embassy office share its pending queue (decision 0061). */
describe("claims on the embassy's pending requests", () => {
  const kit = requestKit();
  const [ANGELA, LIZA] = ['embassy-ph', 'embassy-ph-officer'];

  const as = async (username: string, method: Method, url: string, payload?: object, language = 'en-US') =>
    kit.t.app.inject({
      method,
      url,
      headers: { ...(await kit.t.headersFor(username)), 'accept-language': language },
      ...(payload && { payload }),
    });
  const pending = () => makeRequest(kit.t.database.db, kit.f, { status: 'PENDING_EMBASSY' });
  const claimUrl = (id: number) => `/api/employment-requests/${id}/claim`;
  const userIdOf = async (username: string) => {
    const [user] = await kit.t.database.db.select().from(users).where(eq(users.username, username));
    return user!.id;
  };

  it('of two claims at once, one wins and the other is told who has it', async () => {
    const { id } = await pending();
    const answers = await Promise.all([as(ANGELA, 'POST', claimUrl(id)), as(LIZA, 'POST', claimUrl(id))]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)!.json();
    const lost = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(lost.message).toContain(won.claim.claimedBy.name.en);

    // Both see the same holder on the record and on the list.
    for (const username of [ANGELA, LIZA]) {
      const record = (await as(username, 'GET', `/api/employment-requests/${id}`)).json();
      expect(record.claim.claimedBy.id).toBe(won.claim.claimedBy.id);
      const list = (await as(username, 'GET', `/api/employment-requests?waiting=true&size=100`)).json();
      const row = list.items.find((item: { id: number }) => item.id === id);
      expect(row.claim).toEqual(won.claim);
    }
  });

  it("refuses a colleague's decision with 409 naming the holder in the caller's language", async () => {
    const { id } = await pending();
    expect((await as(ANGELA, 'POST', claimUrl(id))).statusCode).toBe(200);
    const english = await as(LIZA, 'POST', `/api/employment-requests/${id}/approve`);
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toContain('Angela Bautista');
    const arabic = await as(LIZA, 'POST', `/api/employment-requests/${id}/approve`, undefined, 'ar-SA');
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toContain('أنجيلا باوتيستا');
    // The holder decides; the decision ends the claim.
    const approved = await as(ANGELA, 'POST', `/api/employment-requests/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await activeClaimOf(kit.t.database.db, { type: 'employmentRequest', id }, new Date())).toBeNull();
  });

  it('lapses after 15 minutes idle; the holder’s reads keep it alive', async () => {
    const { db } = kit.t.database;
    const { id } = await pending();
    const subject = { type: 'employmentRequest', id } as const;
    const [angela, liza] = [await userIdOf(ANGELA), await userIdOf(LIZA)];
    const start = new Date('2026-11-29T08:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await takeClaim(db, subject, angela, start)).toBe(true);
    expect(await takeClaim(db, subject, liza, at(CLAIM_IDLE_MS - 1000))).toBe(false);
    // Angela reads it at 10 minutes: the idle time counts from there.
    await touchClaim(db, subject, angela, at(10 * 60_000));
    expect(await takeClaim(db, subject, liza, at(CLAIM_IDLE_MS + 60_000))).toBe(false);
    expect(await activeClaimOf(db, subject, at(10 * 60_000 + CLAIM_IDLE_MS - 1))).not.toBeNull();
    // 15 minutes after her last read it has lapsed: nobody holds it, and Liza takes it over.
    expect(await activeClaimOf(db, subject, at(10 * 60_000 + CLAIM_IDLE_MS))).toBeNull();
    expect(await takeClaim(db, subject, liza, at(10 * 60_000 + CLAIM_IDLE_MS))).toBe(true);
    const held = await activeClaimOf(db, subject, at(10 * 60_000 + CLAIM_IDLE_MS));
    expect(held?.claimedBy.id).toBe(liza);
    expect(held?.since).toBe(at(10 * 60_000 + CLAIM_IDLE_MS).toISOString());
  });

  it("the holder's read of the record keeps the claim alive, in the read's own statement; a colleague's does not", async () => {
    const { db } = kit.t.database;
    const { id } = await pending();
    const subject = { type: 'employmentRequest', id } as const;
    const lastActive = async () =>
      (
        await db
          .select({ at: recordClaims.lastActiveAt })
          .from(recordClaims)
          .where(and(eq(recordClaims.subjectType, 'employmentRequest'), eq(recordClaims.subjectId, id)))
      )[0]!.at.getTime();
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    expect(await takeClaim(db, subject, await userIdOf(ANGELA), tenMinutesAgo)).toBe(true);
    const colleague = await as(LIZA, 'GET', `/api/employment-requests/${id}`);
    expect(colleague.json().claim.claimedBy.name.en).toBe('Angela Bautista');
    expect(await lastActive()).toBe(tenMinutesAgo.getTime());
    const outside = await as('embassy-ph-noloc', 'GET', `/api/employment-requests/${id}`);
    expect(outside.statusCode).toBe(404);
    const before = Date.now();
    const holder = await as(ANGELA, 'GET', `/api/employment-requests/${id}`);
    expect(holder.json().claim).toEqual({
      claimedBy: { id: await userIdOf(ANGELA), name: { ar: 'أنجيلا باوتيستا', en: 'Angela Bautista' } },
      since: tenMinutesAgo.toISOString(),
    });
    expect(await lastActive()).toBeGreaterThanOrEqual(before);
  });

  it('bulk decisions skip the requests a colleague reviews and say how many', async () => {
    const made = [await pending(), await pending(), await pending()];
    const ids = made.map((m) => m.id);
    expect((await as(LIZA, 'POST', claimUrl(ids[0]!))).statusCode).toBe(200);
    expect((await as(ANGELA, 'POST', claimUrl(ids[1]!))).statusCode).toBe(200);
    const res = await as(ANGELA, 'POST', '/api/employment-requests/bulk-action', { action: 'approve', ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'approve', ids: [ids[1], ids[2]], skipped: 1 });
    const statuses = await Promise.all(
      ids.map(async (id) => (await as(ANGELA, 'GET', `/api/employment-requests/${id}`)).json()),
    );
    expect(statuses.map((request) => request.status)).toEqual([
      'PENDING_EMBASSY',
      'CONTRACTED',
      'CONTRACTED',
    ]);
    expect(statuses.map((request) => request.claim?.claimedBy.name.en ?? null)).toEqual([
      'Liza Mendoza',
      null,
      null,
    ]);
  });

  it("lets only the holder release, and an admin release anyone's", async () => {
    const { id } = await pending();
    expect((await as(ANGELA, 'POST', claimUrl(id))).statusCode).toBe(200);
    const refused = await as(LIZA, 'DELETE', claimUrl(id));
    expect(refused.statusCode).toBe(403);
    const released = await as('admin', 'DELETE', claimUrl(id));
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toEqual({ claim: null });
    expect((await as(LIZA, 'POST', claimUrl(id))).statusCode).toBe(200);
    expect((await as(LIZA, 'DELETE', claimUrl(id))).json()).toEqual({ claim: null });
  });

  it('claims only what waits in the queue, and only within the caller’s view', async () => {
    const contracted = await makeRequest(kit.t.database.db, kit.f, { status: 'CONTRACTED' });
    const closed = await as(ANGELA, 'POST', claimUrl(contracted.id));
    expect(closed.statusCode).toBe(409);
    const { id } = await pending();
    expect((await as('embassy-ph-noloc', 'POST', claimUrl(id))).statusCode).toBe(404);
    // Another embassy's officer does not learn who reviews it: its decision answers 404, not the name.
    expect((await as(ANGELA, 'POST', claimUrl(id))).statusCode).toBe(200);
    const outside = await as('embassy-ph-noloc', 'POST', `/api/employment-requests/${id}/approve`);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('Angela');
  });
});
