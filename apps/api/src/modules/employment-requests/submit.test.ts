import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employmentRequestSchema } from '@portal/contracts/employment-requests/schemas';
import { SETTING_DEFAULTS } from '@portal/contracts/settings';
import { countryQuotas, employers, employmentRequests, recordHistory } from '../../db/schema/index';
import { newRequestsPerQuota } from './providers';
import { quotaMonthOf } from './submit';
import {
  candidateStatus,
  newCandidate,
  newContract,
  newJob,
  newWorld,
  submitBody,
  visaStatus,
  wizardKit,
} from './wizard-fixtures.test-support';

const BASE = '/api/employment-requests';

describe('POST /api/employment-requests', () => {
  const kit = wizardKit();
  const { call } = kit;

  const requestsOfEmployer = async (nationalId: string) => {
    const [employer] = await kit.t.database.db
      .select()
      .from(employers)
      .where(eq(employers.nationalId, nationalId));
    if (!employer) return [];
    return kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.employerId, employer.id));
  };

  it('makes one request: visa USED, candidate PROCESSING, employer created, history, 14 days to answer', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const candidate = await world.candidate();
    const res = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: candidate.id }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { bulkId, ids } = res.json();
    expect(bulkId).toBeNull();
    expect(ids).toHaveLength(1);
    expect(await visaStatus(kit.t, visa.id)).toBe('USED');
    expect(await candidateStatus(kit.t, candidate.id)).toBe('PROCESSING');

    const detail = employmentRequestSchema.parse((await call('office', 'GET', `${BASE}/${ids[0]}`)).json());
    expect(detail).toMatchObject({
      status: 'PENDING_AGENCY',
      officeLocation: 'RIYADH',
      country: { id: kit.f.country.PHL, usesApprovalFlow: true },
      agency: { id: kit.f.org.agencyPh },
      employer: { nationalId: world.nationalId, city: 'RIYADH' },
      terms: { monthlySalary: 1600, recruitmentFee: 12000, durationMonths: 24, probationDays: 90 },
      partnershipContract: { id: world.contractId },
      actions: ['cancel'],
    });
    const days = (Date.parse(detail.respondBy!) - Date.parse(detail.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(14);
    const agencyView = employmentRequestSchema.parse(
      (await call('agency-ph', 'GET', `${BASE}/${ids[0]}`)).json(),
    );
    expect(agencyView.actions).toEqual(['accept', 'reject']);

    const history = await call('office', 'GET', `/api/history/employmentRequest/${ids[0]}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      action: 'create',
      changes: { status: { from: null, to: 'PENDING_AGENCY' } },
    });
  });

  it('makes a bulk of two for a registered employer, used as saved, and the bulk lists both', async () => {
    const world = await newWorld(kit.t, kit.f);
    const [v1, v2] = [await world.visa(), await world.visa()];
    const [c1, c2] = [await world.candidate(), await world.candidate()];
    const first = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [{ visaId: v1.id, candidateId: c1.id }]),
    );
    expect(first.statusCode, first.body).toBe(201);
    const employerOf = async () =>
      (
        await kit.t.database.db.select().from(employers).where(eq(employers.nationalId, world.nationalId))
      )[0]!;
    const before = await employerOf();
    const body = submitBody(world.nationalId, [{ visaId: v2.id, candidateId: c2.id }]);
    const v3 = await world.visa();
    const c3 = await world.candidate();
    body.items.push({ visaId: v3.id, candidateId: c3.id });
    // Other details for the same id change nothing: changing an employer is the employer edit.
    Object.assign(body.employer, {
      nameAr: 'لطيفة الدوسري',
      nameEn: 'Latifa Al-Dosari',
      mobile: '0559999999',
      city: 'JEDDAH',
      address: 'Tahlia Street',
    });
    const res = await call('office', 'POST', BASE, body);
    expect(res.statusCode, res.body).toBe(201);
    const { bulkId, ids } = res.json();
    expect(bulkId).toEqual(expect.any(Number));
    expect(ids).toHaveLength(2);
    const bulk = await call('office', 'GET', `${BASE}/bulk/${bulkId}`);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(
      bulk
        .json()
        .requests.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await call('company', 'GET', `${BASE}/bulk/${bulkId}`)).statusCode).toBe(404);
    const filtered = await call('office', 'GET', `${BASE}?bulkId=${bulkId}`);
    expect(
      filtered
        .json()
        .items.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(filtered.json().items.every((r: { bulkId: number }) => r.bulkId === bulkId)).toBe(true);
    expect(await employerOf()).toEqual(before);
    const made = await kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(inArray(employmentRequests.id, ids));
    expect(made.map((row) => [row.employerId, row.officeLocation])).toEqual([
      [before.id, 'RIYADH'],
      [before.id, 'RIYADH'],
    ]);
    const employerHistory = await kit.t.database.db
      .select()
      .from(recordHistory)
      .where(eq(recordHistory.entityId, before.id));
    const own = employerHistory.filter((row) => row.entityType === 'employer');
    expect(own.map((row) => row.action)).toEqual(['create']);
    // By its id alone, as the wizard sends an employer whose details it may not show.
    const v4 = await world.visa();
    const c4 = await world.candidate();
    const byId = submitBody(world.nationalId, [{ visaId: v4.id, candidateId: c4.id }]);
    const reference = await call('office', 'POST', BASE, {
      ...byId,
      employer: { nationalId: world.nationalId },
    });
    expect(reference.statusCode, reference.body).toBe(201);
    expect(await employerOf()).toEqual(before);
  });

  it('a new employer needs every detail: 400 naming each one missing, nothing written', async () => {
    const world = await newWorld(kit.t, kit.f);
    const body = submitBody(world.nationalId, [
      { visaId: (await world.visa()).id, candidateId: (await world.candidate()).id },
    ]);
    const res = await call('office', 'POST', BASE, { ...body, employer: { nationalId: world.nationalId } });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'employer.address',
      'employer.city',
      'employer.mobile',
      'employer.nameAr',
      'employer.nameEn',
    ]);
    expect(await requestsOfEmployer(world.nationalId)).toHaveLength(0);
  });

  const refused = async (
    body: ReturnType<typeof submitBody>,
    status: number,
    check: (json: { message: string; fieldErrors?: Record<string, string[]> }) => void,
    held: { visaIds: number[]; candidateIds: number[] },
  ) => {
    const res = await call('office', 'POST', BASE, body);
    expect(res.statusCode, res.body).toBe(status);
    check(res.json());
    for (const id of held.visaIds) expect(await visaStatus(kit.t, id)).toBe('AVAILABLE');
    for (const id of held.candidateIds) expect(await candidateStatus(kit.t, id)).toBe('AVAILABLE');
    expect(await requestsOfEmployer(body.employer.nationalId)).toHaveLength(0);
  };

  it("refuses another employer's visa, an expired one and a used one; nothing is written", async () => {
    const world = await newWorld(kit.t, kit.f);
    const other = await newWorld(kit.t, kit.f);
    const foreign = await other.visa();
    const expired = await world.visa({ expiryDate: '2020-01-01' });
    const candidate = await world.candidate();
    await refused(
      submitBody(world.nationalId, [{ visaId: foreign.id, candidateId: candidate.id }]),
      400,
      (json) => expect(json.fieldErrors?.['items.0.visaId']?.[0]).toContain('available, unexpired visas'),
      { visaIds: [foreign.id], candidateIds: [candidate.id] },
    );
    await refused(
      submitBody(world.nationalId, [{ visaId: expired.id, candidateId: candidate.id }]),
      400,
      (json) => expect(json.fieldErrors?.['items.0.visaId']).toBeDefined(),
      { visaIds: [expired.id], candidateIds: [candidate.id] },
    );
    const used = await world.visa({ status: 'USED' });
    const res = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [{ visaId: used.id, candidateId: candidate.id }]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(used.number);
    expect(await candidateStatus(kit.t, candidate.id)).toBe('AVAILABLE');
  });

  it('refuses a candidate of an agency without a contract, of another gender or career', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const noContract = await newCandidate(kit.t, kit.f, {
      agencyId: kit.f.org.agencyId,
      countryId: kit.f.country.IDN,
      jobId: world.jobId,
      gender: 'FEMALE',
    });
    await refused(
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: noContract.id }]),
      400,
      (json) =>
        expect(json.fieldErrors?.['items.0.candidateId']?.[0]).toContain('no active partnership contract'),
      { visaIds: [visa.id], candidateIds: [noContract.id] },
    );
    const male = await world.candidate({ gender: 'MALE' });
    await refused(
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: male.id }]),
      400,
      (json) => expect(json.fieldErrors?.['items.0.candidateId']?.[0]).toContain('gender'),
      { visaIds: [visa.id], candidateIds: [male.id] },
    );
    const otherJob = await newJob(kit.t);
    const otherCareer = await world.candidate({ jobId: otherJob });
    await refused(
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: otherCareer.id }]),
      400,
      (json) => expect(json.fieldErrors?.['items.0.candidateId']?.[0]).toContain('career'),
      { visaIds: [visa.id], candidateIds: [otherCareer.id] },
    );
  });

  it('refuses a salary below and a fee above the contract line, on the terms fields', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const candidate = await world.candidate();
    const held = { visaIds: [visa.id], candidateIds: [candidate.id] };
    const items = [{ visaId: visa.id, candidateId: candidate.id }];
    await refused(
      submitBody(world.nationalId, items, { monthlySalary: 1499 }),
      400,
      (json) => {
        expect(json.fieldErrors?.['terms.monthlySalary']?.[0]).toContain('1500');
        expect(json.fieldErrors?.['terms.recruitmentFee']).toBeUndefined();
      },
      held,
    );
    await refused(
      submitBody(world.nationalId, items, { recruitmentFee: 12500.01 }),
      400,
      (json) => {
        expect(json.fieldErrors?.['terms.recruitmentFee']?.[0]).toContain('12500');
      },
      held,
    );
    const ok = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, items, { monthlySalary: 1500, recruitmentFee: 12500 }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses past the country quota of the month with a clear 409', async () => {
    // IDN: its own quota row for this month, at what is used now plus one.
    const idn = await newWorld(kit.t, kit.f, 'IDN');
    const month = quotaMonthOf(new Date());
    const used = (
      await kit.t.database.db
        .select()
        .from(employmentRequests)
        .where(eq(employmentRequests.countryId, kit.f.country.IDN))
    ).filter((row) => row.quotaMonth === month).length;
    await kit.t.database.db
      .insert(countryQuotas)
      .values({ countryId: kit.f.country.IDN, month, maximum: used + 1 })
      .onConflictDoUpdate({
        target: [countryQuotas.countryId, countryQuotas.month],
        set: { maximum: used + 1 },
      });
    const make = async () => ({ visa: await idn.visa(), candidate: await idn.candidate() });
    const [a, b, c] = [await make(), await make(), await make()];
    const two = await call(
      'company',
      'POST',
      BASE,
      submitBody(idn.nationalId, [
        { visaId: a.visa.id, candidateId: a.candidate.id },
        { visaId: b.visa.id, candidateId: b.candidate.id },
      ]),
    );
    expect(two.statusCode, two.body).toBe(409);
    expect(two.json().message).toContain(`is ${used + 1} requests`);
    expect(await visaStatus(kit.t, a.visa.id)).toBe('AVAILABLE');
    const one = await call(
      'company',
      'POST',
      BASE,
      submitBody(idn.nationalId, [{ visaId: c.visa.id, candidateId: c.candidate.id }]),
    );
    expect(one.statusCode, one.body).toBe(201);
    expect(await newRequestsPerQuota(kit.t.database.db, [{ countryId: kit.f.country.IDN, month }])).toEqual([
      used + 1,
    ]);
  });

  it('refuses more candidates than the settings allow', async () => {
    const world = await newWorld(kit.t, kit.f);
    const saveMaximum = async (value: number) => {
      const saved = await call('admin', 'PUT', '/api/settings/bulkRequestMaxCandidates', { value });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await saveMaximum(2);
    try {
      const items = [];
      for (let i = 0; i < 3; i += 1)
        items.push({ visaId: (await world.visa()).id, candidateId: (await world.candidate()).id });
      await refused(
        submitBody(world.nationalId, items),
        400,
        (json) => expect(json.message).toContain('at most 2'),
        {
          visaIds: items.map((item) => item.visaId),
          candidateIds: items.map((item) => item.candidateId),
        },
      );
    } finally {
      await saveMaximum(SETTING_DEFAULTS.bulkRequestMaxCandidates);
    }
  });

  it('answers 409 naming a candidate another request holds, and writes nothing of the bulk', async () => {
    const world = await newWorld(kit.t, kit.f);
    const [v1, v2, v3] = [await world.visa(), await world.visa(), await world.visa()];
    const [free, taken] = [await world.candidate(), await world.candidate()];
    const first = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [{ visaId: v1.id, candidateId: taken.id }]),
    );
    expect(first.statusCode).toBe(201);
    const res = await call(
      'office',
      'POST',
      BASE,
      submitBody(world.nationalId, [
        { visaId: v2.id, candidateId: free.id },
        { visaId: v3.id, candidateId: taken.id },
      ]),
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(taken.passportNumber);
    expect(res.json().fieldErrors['items.1.candidateId']).toBeDefined();
    expect(await visaStatus(kit.t, v2.id)).toBe('AVAILABLE');
    expect(await candidateStatus(kit.t, free.id)).toBe('AVAILABLE');
    const rows = await kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(inArray(employmentRequests.visaId, [v2.id, v3.id]));
    expect(rows).toHaveLength(0);
  });

  it('of two offices taking the same candidate at once, one wins', async () => {
    const world = await newWorld(kit.t, kit.f);
    await newContract(
      kit.t,
      kit.f,
      { officeId: kit.f.org.company, agencyId: kit.f.org.agencyPh, countryId: kit.f.country.PHL },
      [{ jobId: world.jobId, gender: 'FEMALE', monthlySalary: 1500, recruitmentFee: 12500 }],
    );
    const candidate = await world.candidate();
    const [v1, v2] = [await world.visa(), await world.visa()];
    const answers = await Promise.all([
      call(
        'office',
        'POST',
        BASE,
        submitBody(world.nationalId, [{ visaId: v1.id, candidateId: candidate.id }]),
      ),
      call(
        'company',
        'POST',
        BASE,
        submitBody(world.nationalId, [{ visaId: v2.id, candidateId: candidate.id }]),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.candidateId, candidate.id));
    expect(rows).toHaveLength(1);
  });

  it('is for local offices with write access only', async () => {
    const world = await newWorld(kit.t, kit.f);
    const body = submitBody(world.nationalId, [
      { visaId: (await world.visa()).id, candidateId: (await world.candidate()).id },
    ]);
    expect((await call('agency-ph', 'POST', BASE, body)).statusCode).toBe(403);
    expect((await call('admin', 'POST', BASE, body)).statusCode).toBe(403);
  });
});
