import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import type { EmployerRecord, WatchlistEntry } from '@portal/contracts/employer-watchlist';
import {
  complaints,
  employerWatchlist,
  employmentRequests,
  recordHistory,
  users,
} from '../../db/schema/index';
import { arSA } from '../../i18n/ar-SA';
import { enUS } from '../../i18n/en-US';
import { addOrganizationUser } from '../../test-support/organization-users';
import { makeRequest, requestKit } from '../employment-requests/request-fixtures.test-support';
import {
  newNationalId,
  newWorld,
  submitBody,
  wizardKit,
} from '../employment-requests/wizard-fixtures.test-support';

const BASE = '/api/employer-watchlist';
const day = (offset: number) => todayInKingdom(new Date(Date.now() + offset * 86_400_000));

describe('employer watchlist API', () => {
  const kit = wizardKit();
  const { call } = kit;
  let reasons: { id: number; text: { ar: string; en: string } }[];
  const embassyOfIndonesia = `embassy-idn-${Date.now() % 1e6}`;

  beforeAll(async () => {
    const res = await call('admin', 'GET', `${BASE}/reasons`);
    expect(res.statusCode).toBe(200);
    reasons = res.json();
    expect(reasons.length).toBeGreaterThan(1);
    await addOrganizationUser(kit.t.database.db, {
      username: embassyOfIndonesia,
      role: 'FOREIGN_EMBASSY',
      country: 'IDN',
    });
  });

  const flag = (username: string, body: Record<string, unknown>, lang = 'en-US') =>
    call(
      username,
      'POST',
      BASE,
      { reasonId: reasons[0]!.id, reviewOn: day(30), countryId: null, ...body },
      { 'accept-language': lang },
    );
  const listFor = async (username: string, query: string): Promise<WatchlistEntry[]> => {
    const res = await call(username, 'GET', `${BASE}?size=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items;
  };

  it('lets an admin flag an employer for every country, writes history, and refuses a second flag of the scope', async () => {
    const nationalId = newNationalId();
    const res = await flag('admin', { nationalId, comment: 'Labour court case 1447/12' });
    expect(res.statusCode, res.body).toBe(201);
    const entry: WatchlistEntry = res.json();
    expect(entry).toMatchObject({
      nationalId,
      country: null,
      state: 'ACTIVE',
      reviewDue: false,
      reviewOn: day(30),
    });
    expect(entry.reason.text.en).toBe(reasons[0]!.text.en);
    const history = await kit.t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'watchlistEntry'), eq(recordHistory.entityId, entry.id)));
    expect(history.map((h) => h.action)).toEqual(['create']);

    const again = await flag('admin', { nationalId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(enUS['watchlist.alreadyFlagged']);
    expect((await listFor('admin', `nationalId=${nationalId}`)).map((e) => e.id)).toEqual([entry.id]);
  });

  it('lets only one of two simultaneous flags of the same employer and scope through', async () => {
    const nationalId = newNationalId();
    const answers = await Promise.all([
      flag('admin', { nationalId, countryId: kit.f.country.PHL }),
      flag('embassy-ph', { nationalId, countryId: kit.f.country.PHL }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect((await listFor('admin', `nationalId=${nationalId}`)).length).toBe(1);
  });

  it('refuses a reason of another kind, a review date in the past and a caller outside the rule', async () => {
    const nationalId = newNationalId();
    const [suspensionReason] = (await call('admin', 'GET', '/api/suspensions/reasons')).json();
    const wrongKind = await flag('admin', { nationalId, reasonId: suspensionReason.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fieldErrors.reasonId).toBeDefined();
    const past = await flag('admin', { nationalId, reviewOn: day(-1) }, 'ar-SA');
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.reviewOn).toEqual([arSA['watchlist.reviewInPast']]);
    expect((await flag('office', { nationalId })).statusCode).toBe(403);
    expect((await call('office', 'GET', BASE)).statusCode).toBe(403);
  });

  it("keeps an embassy to its own country: it flags for it only, sees its country's and the all-country flags", async () => {
    const philippines = kit.f.country.PHL;
    const indonesia = kit.f.country.IDN;
    const nationalId = newNationalId();
    const forAll = (await flag('admin', { nationalId })).json() as WatchlistEntry;

    const elsewhere = await flag('embassy-ph', { nationalId, countryId: indonesia });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fieldErrors.countryId).toEqual([enUS['watchlist.countryNotYours']]);
    expect((await flag('embassy-ph', { nationalId, countryId: null })).statusCode).toBe(400);
    const own = await flag('embassy-ph', { nationalId, countryId: philippines });
    expect(own.statusCode, own.body).toBe(201);
    const ownEntry = own.json() as WatchlistEntry;
    expect(ownEntry.country?.id).toBe(philippines);

    const seenByIndonesia = (await listFor(embassyOfIndonesia, `nationalId=${nationalId}`)).map((e) => e.id);
    expect(seenByIndonesia).toEqual([forAll.id]);
    const seenByPhilippines = (await listFor('embassy-ph', `nationalId=${nationalId}`)).map((e) => e.id);
    expect(seenByPhilippines.sort()).toEqual([forAll.id, ownEntry.id].sort());
    // Another country's flag is not there for it; the all-country one is the admins' to change.
    const lift = { liftReason: 'Settled', rowVersion: 1 };
    expect((await call(embassyOfIndonesia, 'POST', `${BASE}/${ownEntry.id}/lift`, lift)).statusCode).toBe(
      404,
    );
    expect((await call('embassy-ph', 'POST', `${BASE}/${forAll.id}/lift`, lift)).statusCode).toBe(404);
  });

  it('sets the next review date on the version read and lifts a flag once, with history', async () => {
    const nationalId = newNationalId();
    const entry = (await flag('admin', { nationalId })).json() as WatchlistEntry;
    const reviewed = await call('admin', 'PUT', `${BASE}/${entry.id}/review`, {
      reviewOn: day(60),
      rowVersion: 1,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ reviewOn: day(60), rowVersion: 2 });
    const stale = await call('admin', 'PUT', `${BASE}/${entry.id}/review`, {
      reviewOn: day(90),
      rowVersion: 1,
    });
    expect(stale.statusCode).toBe(409);

    const noReason = await call('admin', 'POST', `${BASE}/${entry.id}/lift`, {
      liftReason: '',
      rowVersion: 2,
    });
    expect(noReason.statusCode).toBe(400);
    const lifted = await call('admin', 'POST', `${BASE}/${entry.id}/lift`, {
      liftReason: 'Wages paid in full',
      rowVersion: 2,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const [admin] = await kit.t.database.db.select().from(users).where(eq(users.username, 'admin'));
    expect(lifted.json()).toMatchObject({
      state: 'LIFTED',
      liftReason: 'Wages paid in full',
      liftedBy: { id: admin!.id },
      reviewDue: false,
    });
    const twice = await call('admin', 'POST', `${BASE}/${entry.id}/lift`, {
      liftReason: 'Again',
      rowVersion: 3,
    });
    expect(twice.statusCode).toBe(409);
    expect((await listFor('admin', `nationalId=${nationalId}&state=ACTIVE`)).length).toBe(0);
    const history = await kit.t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'watchlistEntry'), eq(recordHistory.entityId, entry.id)));
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'deactivate', 'update']);
    const read = await call('admin', 'GET', `/api/history/watchlistEntry/${entry.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().items.map((h: { action: string }) => h.action)).toEqual([
      'deactivate',
      'update',
      'create',
    ]);
  });

  it("answers a flag's history only to whoever sees the flag", async () => {
    const entry = (
      await flag('embassy-ph', { nationalId: newNationalId(), countryId: kit.f.country.PHL })
    ).json() as WatchlistEntry;
    expect((await call('embassy-ph', 'GET', `/api/history/watchlistEntry/${entry.id}`)).statusCode).toBe(200);
    expect(
      (await call(embassyOfIndonesia, 'GET', `/api/history/watchlistEntry/${entry.id}`)).statusCode,
    ).toBe(404);
    expect((await call('office', 'GET', `/api/history/watchlistEntry/${entry.id}`)).statusCode).toBe(403);
  });

  it('queues the flags in force whose review date has come, oldest review first', async () => {
    const [admin] = await kit.t.database.db.select().from(users).where(eq(users.username, 'admin'));
    const nationalId = newNationalId();
    const dueToday = (await flag('admin', { nationalId, reviewOn: day(0) })).json() as WatchlistEntry;
    expect(dueToday.reviewDue).toBe(true);
    // A flag whose review date passed while it stood (the API takes no past date).
    const [overdue] = await kit.t.database.db
      .insert(employerWatchlist)
      .values({
        nationalId,
        reasonId: reasons[1]!.id,
        countryId: kit.f.country.IDN,
        reviewOn: day(-5),
        createdBy: admin!.id,
      })
      .returning();
    const later = (
      await flag('admin', { nationalId, countryId: kit.f.country.PHL })
    ).json() as WatchlistEntry;

    const queue = await listFor('admin', `reviewDue=true&nationalId=${nationalId}`);
    expect(queue.map((e) => e.id)).toEqual([overdue!.id, dueToday.id]);
    expect(queue.every((e) => e.reviewDue)).toBe(true);
    const notDue = await listFor('admin', `reviewDue=false&nationalId=${nationalId}`);
    expect(notDue.map((e) => e.id)).toEqual([later.id]);
    await call('admin', 'POST', `${BASE}/${overdue!.id}/lift`, { liftReason: 'Reviewed', rowVersion: 1 });
    expect((await listFor('admin', `reviewDue=true&nationalId=${nationalId}`)).map((e) => e.id)).toEqual([
      dueToday.id,
    ]);
  });

  it("refuses the wizard's request for a flagged employer naming the category, in English and Arabic", async () => {
    const world = await newWorld(kit.t, kit.f);
    const [visa, visa2] = [await world.visa(), await world.visa()];
    const candidate = await world.candidate();
    // A flag for another country does not stop a request to the Philippines.
    const otherCountry = await flag('admin', {
      nationalId: world.nationalId,
      countryId: kit.f.country.IDN,
      reasonId: reasons[0]!.id,
    });
    expect(otherCountry.statusCode).toBe(201);
    const first = await call(
      'office',
      'POST',
      '/api/employment-requests',
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: candidate.id }]),
    );
    expect(first.statusCode, first.body).toBe(201);

    const reason = reasons[1]!;
    const philippines = await flag('embassy-ph', {
      nationalId: world.nationalId,
      countryId: kit.f.country.PHL,
      reasonId: reason.id,
    });
    expect(philippines.statusCode, philippines.body).toBe(201);
    const candidate2 = await world.candidate();
    const body = submitBody(world.nationalId, [{ visaId: visa2.id, candidateId: candidate2.id }]);
    const english = await call('office', 'POST', '/api/employment-requests', body);
    expect(english.statusCode).toBe(409);
    const englishMessage = enUS['watchlist.employerFlagged'].replace('{category}', reason.text.en);
    expect(english.json().fieldErrors['employer.nationalId']).toEqual([englishMessage]);
    const arabic = await call('office', 'POST', '/api/employment-requests', body, {
      'accept-language': 'ar-SA',
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().fieldErrors['employer.nationalId']).toEqual([
      arSA['watchlist.employerFlagged'].replace('{category}', reason.text.ar),
    ]);

    // The embassy's approval screen: the employer's other requests, rejections, the flag on its country.
    const requestId = first.json().ids[0];
    const record = await call('embassy-ph', 'GET', `${BASE}/requests/${requestId}/employer-record`);
    expect(record.statusCode, record.body).toBe(200);
    const seen: EmployerRecord = record.json();
    expect(seen).toMatchObject({
      nationalId: world.nationalId,
      totalRequests: 0,
      rejections: 0,
      complaints: null,
    });
    expect(seen.flags.map((f) => f.reason.id)).toEqual([reason.id]);
    expect(
      (await call(embassyOfIndonesia, 'GET', `${BASE}/requests/${requestId}/employer-record`)).statusCode,
    ).toBe(404);
    expect((await call('office', 'GET', `${BASE}/requests/${requestId}/employer-record`)).statusCode).toBe(
      403,
    );

    // Lifted, the employer may be asked for again.
    const entry = philippines.json() as WatchlistEntry;
    await call('embassy-ph', 'POST', `${BASE}/${entry.id}/lift`, {
      liftReason: 'Court ruled',
      rowVersion: 1,
    });
    const after = await call('office', 'POST', '/api/employment-requests', body);
    expect(after.statusCode, after.body).toBe(201);
    const counted: EmployerRecord = (
      await call('admin', 'GET', `${BASE}/requests/${requestId}/employer-record`)
    ).json();
    expect(counted.totalRequests).toBe(1);
    expect(counted.requestsByStatus).toEqual([{ status: 'PENDING_AGENCY', count: 1 }]);
  });
});

describe("employer record: the complaints about the employer's requests (flag complaints on)", () => {
  const kit = requestKit({ env: { FEATURE_FLAGS: 'complaints' } });
  let trackerId = 600_000 + Math.floor(Math.random() * 90_000);

  /** A complaint as the sync stores it (decision 0063). */
  const complaintAbout = async (requestId: number, raisedBy: number, gone = false) => {
    trackerId += 1;
    await kit.t.database.db.insert(complaints).values({
      id: trackerId,
      number: `CMP-${trackerId}`,
      employmentRequestId: requestId,
      officeId: kit.f.org.office,
      raisedByOrganizationId: raisedBy,
      raisedByRole: raisedBy === kit.f.org.office ? 'PRO_OFFICE' : 'FOREIGN_EMBASSY',
      status: 'OPEN',
      createdAt: new Date(),
      lastSeenAt: new Date(),
      goneAt: gone ? new Date() : null,
    });
  };

  it('counts those about every request of the employer, whoever raised them, not those gone from the tracker', async () => {
    const { db } = kit.t.database;
    const first = await makeRequest(db, kit.f, { status: 'PENDING_EMBASSY' });
    const second = await makeRequest(db, kit.f, { status: 'CONTRACTED' });
    // The second request is the same employer's (the national id the record is read by).
    await db
      .update(employmentRequests)
      .set({ employerId: first.employerId })
      .where(eq(employmentRequests.id, second.id));
    const other = await makeRequest(db, kit.f, { status: 'CONTRACTED' });
    await complaintAbout(first.id, kit.f.org.embassyPh);
    await complaintAbout(first.id, kit.f.org.office);
    await complaintAbout(first.id, kit.f.org.embassyPh, true);
    await complaintAbout(second.id, kit.f.org.embassyPh);
    await complaintAbout(other.id, kit.f.org.embassyPh);

    const record = await kit.call('embassy-ph', 'GET', `${BASE}/requests/${first.id}/employer-record`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json<EmployerRecord>()).toMatchObject({ totalRequests: 1, complaints: 3 });
    const none = await kit.call('embassy-ph', 'GET', `${BASE}/requests/${other.id}/employer-record`);
    expect(none.json<EmployerRecord>().complaints).toBe(1);
  });
});
