import { REQUEST_COLUMN_LABELS } from '@portal/contracts/employment-requests/column-labels';
import { REQUEST_EXPORT_COLUMNS } from './export-columns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  employmentRequestListResponseSchema,
  employmentRequestSchema,
} from '@portal/contracts/employment-requests/schemas';
import { employers, employmentRequests, recordHistory } from '../../db/schema/index';
import {
  newIntegrationUser,
  newNationalId,
  newVisa,
  newWorld,
  organizationRowOf,
  submitBody,
  wizardKit,
} from './wizard-fixtures.test-support';

const BASE = '/api/employment-requests';
type Key = 'pending' | 'embassy' | 'contracted' | 'idn' | 'jeddah' | 'household';

describe('/api/employment-requests (reading)', () => {
  const kit = wizardKit();
  const { call } = kit;
  let importUser: string;
  const id = {} as Record<Key, number>;
  const passport = {} as Record<Key, string>;
  const countBefore: Record<string, number> = {};

  const count = async (username: string) =>
    (await call(username, 'GET', '/api/statistic/actionsNeeded')).json().employment_requests as number;

  beforeAll(async () => {
    importUser = await newIntegrationUser(kit.t, 'IMPORT');
    for (const username of ['agency-ph', 'embassy-ph']) countBefore[username] = await count(username);

    const world = await newWorld(kit.t, kit.f);
    const submitOne = async (
      key: Key,
      city: 'RIYADH' | 'JEDDAH' = 'RIYADH',
      nationalId = world.nationalId,
    ) => {
      const candidate = await world.candidate();
      const visa = await newVisa(kit.t, {
        employerId: nationalId,
        countryId: kit.f.country.PHL,
        jobId: world.jobId,
        gender: 'FEMALE',
      });
      const body = submitBody(nationalId, [{ visaId: visa.id, candidateId: candidate.id }]);
      body.employer.city = city;
      const res = await call('office', 'POST', BASE, body);
      expect(res.statusCode, res.body).toBe(201);
      id[key] = res.json().ids[0];
      passport[key] = candidate.passportNumber;
    };
    await submitOne('pending');
    await submitOne('embassy');
    await submitOne('contracted');
    await submitOne('jeddah', 'JEDDAH', newNationalId());
    // The demo employer's organisation owns (by its owner id) the household request's employer.
    await submitOne('household', 'RIYADH', (await organizationRowOf(kit.t, 'employer')).ownerId!);
    const db = kit.t.database.db;
    await db
      .update(employmentRequests)
      .set({ status: 'PENDING_EMBASSY' })
      .where(eq(employmentRequests.id, id.embassy));
    await db
      .update(employmentRequests)
      .set({ status: 'CONTRACTED' })
      .where(eq(employmentRequests.id, id.contracted));

    const idn = await newWorld(kit.t, kit.f, 'IDN');
    const visa = await idn.visa();
    const candidate = await idn.candidate();
    const res = await call(
      'company',
      'POST',
      BASE,
      submitBody(idn.nationalId, [{ visaId: visa.id, candidateId: candidate.id }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    id.idn = res.json().ids[0];
    passport.idn = candidate.passportNumber;
  });

  const ALL: Key[] = ['pending', 'embassy', 'contracted', 'idn', 'jeddah', 'household'];
  const PHL: Key[] = ['pending', 'embassy', 'contracted', 'jeddah', 'household'];
  const VISIBLE: [string, Key[]][] = [
    ['office', PHL],
    ['company', ['idn']],
    ['agency-ph', PHL],
    ['agency-id', ['idn']],
    ['fmol-ph', PHL],
    ['embassy-ph', ['pending', 'embassy', 'contracted', 'household']],
    ['embassy-ph-noloc', []],
    ['employer', ['household']],
    ['samol', ALL],
    ['admin', ALL],
  ];

  const listed = async (username: string, query = '') => {
    const res = await call(username, 'GET', `${BASE}?size=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return employmentRequestListResponseSchema.parse(res.json());
  };
  const mine = (ids: number[]) => ALL.filter((key) => ids.includes(id[key]));

  it.each(VISIBLE)('%s sees exactly its requests, in the list and one by one', async (username, keys) => {
    expect(mine((await listed(username)).items.map((item) => item.id)).sort()).toEqual([...keys].sort());
    for (const key of ALL) {
      const res = await call(username, 'GET', `${BASE}/${id[key]}`);
      expect(res.statusCode, `${username} ${key}`).toBe(keys.includes(key) ? 200 : 404);
      const history = await call(username, 'GET', `/api/history/employmentRequest/${id[key]}`);
      expect(history.statusCode, `${username} history ${key}`).toBe(keys.includes(key) ? 200 : 404);
    }
  });

  it('an integration account reads every request and may take no action', async () => {
    expect(mine((await listed(importUser)).items.map((item) => item.id)).sort()).toEqual([...ALL].sort());
    const detail = employmentRequestSchema.parse(
      (await call(importUser, 'GET', `${BASE}/${id.pending}`)).json(),
    );
    expect(detail.actions).toEqual([]);
  });

  it('offers each party its actions', async () => {
    const actions = async (username: string, key: Key) =>
      employmentRequestSchema.parse((await call(username, 'GET', `${BASE}/${id[key]}`)).json()).actions;
    expect(await actions('agency-ph', 'pending')).toEqual(['accept', 'reject']);
    expect(await actions('embassy-ph', 'embassy')).toEqual(['approve', 'embassyReject']);
    expect(await actions('office', 'contracted')).toEqual(['bookTicket', 'cancel']);
    expect(await actions('fmol-ph', 'pending')).toEqual([]);
  });

  it('waiting=true lists what the count counts; the embassy without a location waits on nothing', async () => {
    const agency = await listed('agency-ph', '&waiting=true');
    expect(mine(agency.items.map((item) => item.id)).sort()).toEqual(['household', 'jeddah', 'pending']);
    expect(await count('agency-ph')).toBe(agency.total);
    expect(agency.total - countBefore['agency-ph']!).toBe(3);
    const embassy = await listed('embassy-ph', '&waiting=true');
    expect(mine(embassy.items.map((item) => item.id))).toEqual(['embassy']);
    expect(await count('embassy-ph')).toBe(embassy.total);
    expect(await count('embassy-ph-noloc')).toBe(0);
    expect(mine((await listed('office', '&waiting=true')).items.map((item) => item.id))).toEqual([]);
  });

  it('filters by status, country, text (number, passport, employer id) and bulk', async () => {
    expect(
      mine((await listed('admin', '&status=CONTRACTED,PENDING_EMBASSY')).items.map((i) => i.id)).sort(),
    ).toEqual(['contracted', 'embassy']);
    expect(mine((await listed('admin', `&countryId=${kit.f.country.IDN}`)).items.map((i) => i.id))).toEqual([
      'idn',
    ]);
    const number = `ER-${String(id.contracted).padStart(7, '0')}`;
    const byNumber = await listed('office', `&q=${number}`);
    expect(byNumber.items.map((i) => i.id)).toEqual([id.contracted]);
    expect(byNumber.items[0]).toMatchObject({ number, status: 'CONTRACTED', respondBy: null });
    expect((await listed('office', `&q=${passport.jeddah}`)).items.map((i) => i.id)).toEqual([id.jeddah]);
    const [row] = await kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.id, id.idn));
    const [employer] = await kit.t.database.db
      .select()
      .from(employers)
      .where(eq(employers.id, row!.employerId));
    expect((await listed('company', `&q=${employer!.nationalId}`)).items.map((i) => i.id)).toEqual([id.idn]);
    expect((await listed('office', `&q=${employer!.nationalId}`)).items).toEqual([]);
    expect((await listed('company', `&employerId=${employer!.id}`)).total).toBe(1);
  });

  it('pages newest first, by offset and by the keyset cursor alike', async () => {
    const first = await call('office', 'GET', `${BASE}?size=2`);
    const page0 = employmentRequestListResponseSchema.parse(first.json());
    expect(page0.items).toHaveLength(2);
    expect(page0.items[0]!.id).toBeGreaterThan(page0.items[1]!.id);
    const byOffset = employmentRequestListResponseSchema.parse(
      (await call('office', 'GET', `${BASE}?size=2&page=1`)).json(),
    );
    const byCursor = employmentRequestListResponseSchema.parse(
      (await call('office', 'GET', `${BASE}?size=2&page=1&after=${page0.items[1]!.id}`)).json(),
    );
    expect(byCursor.items.map((i) => i.id)).toEqual(byOffset.items.map((i) => i.id));
    expect(byCursor.total).toBe(page0.total);
    expect(page0.total).toBeGreaterThanOrEqual(5);
  });

  it("shows the portal's own history rows (no person) as the portal's", async () => {
    await kit.t.database.db.insert(recordHistory).values({
      entityType: 'employmentRequest',
      entityId: id.jeddah,
      action: 'update',
      changedBy: null,
      changes: { status: { from: 'PENDING_AGENCY', to: 'EXPIRED' } },
    });
    const res = await call('office', 'GET', `/api/history/employmentRequest/${id.jeddah}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      changedBy: { id: 0, name: { en: 'The portal', ar: 'البوابة' } },
      changes: { status: { to: 'EXPIRED' } },
    });
    expect(res.json().total).toBe(2);
  });

  it('exports what the caller sees as CSV and XLSX', async () => {
    const csv = await call('office', 'GET', `${BASE}/export?format=csv`, undefined, {
      'accept-language': 'ar-SA',
    });
    expect(csv.statusCode).toBe(200);
    // Headed as the screen's table heads the same columns (one label per column).
    const header = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(header).toBe(
      REQUEST_EXPORT_COLUMNS.map((column) => (column.header as { 'ar-SA': string })['ar-SA']).join(','),
    );
    expect(header).toContain(
      `${REQUEST_COLUMN_LABELS.number['ar-SA']},${REQUEST_COLUMN_LABELS.status['ar-SA']}`,
    );
    expect(csv.body).toContain(`ER-${String(id.pending).padStart(7, '0')}`);
    expect(csv.body).not.toContain(`ER-${String(id.idn).padStart(7, '0')}`);
    const xlsx = await call('company', 'GET', `${BASE}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
