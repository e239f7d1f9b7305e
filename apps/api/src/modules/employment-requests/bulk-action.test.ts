import { describe, expect, it } from 'vitest';
import { requestNumber } from './present';
import { makeRequest, snapshotOf, type MadeRequest, requestKit } from './request-fixtures.test-support';

const URL = '/api/employment-requests/bulk-action';

describe("the embassy's bulk decisions", () => {
  const kit = requestKit();

  const decide = async (payload: object, username = 'embassy-ph', language = 'en-US') =>
    kit.t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...(await kit.t.headersFor(username)), 'accept-language': language },
      payload,
    });
  const pending = async (n: number) => {
    const made: MadeRequest[] = [];
    for (let i = 0; i < n; i += 1)
      made.push(await makeRequest(kit.t.database.db, kit.f, { status: 'PENDING_EMBASSY' }));
    return made;
  };
  const snapshots = (made: MadeRequest[]) => Promise.all(made.map((m) => snapshotOf(kit.t.database.db, m)));

  it('approves several requests in one call', async () => {
    const made = await pending(3);
    const ids = made.map((m) => m.id);
    const res = await decide({ action: 'approve', ids: [...ids, ids[0]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'approve', ids, skipped: 0 });
    for (const after of await snapshots(made)) {
      expect(after.request.status).toBe('CONTRACTED');
      expect(after.request.contractedAt).not.toBeNull();
      expect(after.request.respondBy).toBeNull();
      expect(after.requestHistory).toBe(1);
      expect([after.visa.status, after.candidate.status]).toEqual(['USED', 'PROCESSING']);
    }
  });

  it('rejects several with one reason, freeing their visas and candidates', async () => {
    const made = await pending(2);
    const res = await decide({
      action: 'embassyReject',
      ids: made.map((m) => m.id),
      reasonId: kit.f.reason.rejection,
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const after of await snapshots(made)) {
      expect(after.request).toMatchObject({ status: 'REJECTED', reasonId: kit.f.reason.rejection });
      expect([after.visa.status, after.candidate.status]).toEqual(['AVAILABLE', 'AVAILABLE']);
    }
  });

  it('needs a rejection reason to reject', async () => {
    const made = await pending(1);
    for (const payload of [
      { action: 'embassyReject', ids: [made[0]!.id] },
      { action: 'embassyReject', ids: [made[0]!.id], reasonId: kit.f.reason.cancellation },
    ]) {
      const res = await decide(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.reasonId).toHaveLength(1);
    }
    expect((await snapshotOf(kit.t.database.db, made[0]!)).request.status).toBe('PENDING_EMBASSY');
  });

  it('decides nothing when one request cannot be decided, naming it (409) in both languages', async () => {
    const made = await pending(2);
    const decided = await makeRequest(kit.t.database.db, kit.f, { status: 'CONTRACTED' });
    const all = [made[0]!, decided, made[1]!];
    const before = await snapshots(all);
    const res = await decide({ action: 'approve', ids: all.map((m) => m.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(requestNumber(decided.id));
    expect(res.json().message).toContain('contracted');
    expect(await snapshots(all)).toEqual(before);
    const arabic = await decide({ action: 'approve', ids: all.map((m) => m.id) }, 'embassy-ph', 'ar-SA');
    expect(arabic.json().message).toContain(requestNumber(decided.id));
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it("decides nothing when one request is not in the embassy's queue (404 naming it)", async () => {
    const made = await pending(1);
    const elsewhere = await makeRequest(kit.t.database.db, kit.f, {
      status: 'PENDING_EMBASSY',
      officeLocation: 'JEDDAH',
    });
    const before = await snapshots([...made, elsewhere]);
    const res = await decide({ action: 'approve', ids: [made[0]!.id, elsewhere.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(requestNumber(elsewhere.id));
    expect(await snapshots([...made, elsewhere])).toEqual(before);
  });

  it('is for foreign embassies only', async () => {
    const made = await pending(1);
    for (const username of ['agency-ph', 'office', 'admin', 'fmol-ph']) {
      expect((await decide({ action: 'approve', ids: [made[0]!.id] }, username)).statusCode).toBe(403);
    }
    expect((await decide({ action: 'approve', ids: [made[0]!.id] }, 'embassy-ph-noloc')).statusCode).toBe(
      404,
    );
    expect((await snapshotOf(kit.t.database.db, made[0]!)).request.status).toBe('PENDING_EMBASSY');
  });
});
