import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { transferContractSchema } from '@portal/contracts/transfer-contracts/schemas';
import { employers, transferContracts } from '../../db/schema/index';
import {
  arrivedWorker,
  historyCount,
  nationalIdOfEmployer,
  newEmployerInput,
  newOldContract,
  transferRow,
  transferKit,
} from './fixtures.test-support';

const BASE = '/api/transfer-contracts';

describe('POST /api/transfer-contracts', () => {
  const kit = transferKit();
  const { call } = kit;

  const transferOfWorker = async (requestId: number) =>
    (
      await kit.t.database.db
        .select({ id: transferContracts.id })
        .from(transferContracts)
        .where(eq(transferContracts.employmentRequestId, requestId))
    )[0];

  const body = (source: object, overrides: object = {}) => ({
    source,
    newEmployer: newEmployerInput(),
    fee: 2500,
    workerConsent: true,
    ...overrides,
  });

  it('moves an arrived worker of the office to a new employer, PENDING for its agency', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    const input = body({ employmentRequestId: made.id });
    const res = await call('office', 'POST', BASE, input);
    expect(res.statusCode, res.body).toBe(201);
    const transfer = transferContractSchema.parse(res.json());
    expect(transfer).toMatchObject({
      status: 'PENDING',
      fee: 2500,
      workerConsent: true,
      agency: { id: kit.f.org.agencyPh },
      office: { id: kit.f.org.office },
      worker: { employmentRequest: { id: made.id }, candidateId: made.candidateId, oldContract: null },
      oldEmployer: { id: made.employerId },
      newEmployer: { nationalId: input.newEmployer.nationalId, name: { en: 'Saad Nasser Al-Dosari' } },
      officeLocation: 'RIYADH',
      actions: [],
    });
    expect(transfer.number).toMatch(/^TC-\d{7}$/);
    const agencyView = await call('agency-ph', 'GET', `${BASE}/${transfer.id}`);
    expect(agencyView.json().actions).toEqual(['approve', 'reject']);
    const history = await call('office', 'GET', `/api/history/transferContract/${transfer.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      action: 'create',
      changes: { status: { to: 'PENDING' } },
    });
  });

  it("moves an old contract's worker, approved by an admin (no agency), adding the old employer", async () => {
    const oldContractId = await newOldContract(kit.t.database.db, kit.f);
    const res = await call('office', 'POST', BASE, body({ oldContractId }, { fee: 0 }));
    expect(res.statusCode, res.body).toBe(201);
    const transfer = transferContractSchema.parse(res.json());
    expect(transfer.agency).toBeNull();
    expect(transfer.worker.oldContract?.id).toBe(oldContractId);
    expect(transfer.oldEmployer.name.en).toMatch(/^Old Employer /);
    expect((await call('admin', 'GET', `${BASE}/${transfer.id}`)).json().actions).toEqual([
      'adminApprove',
      'adminReject',
    ]);
  });

  it('refers to a registered employer as saved: the details sent change nothing', async () => {
    const db = kit.t.database.db;
    const registered = newEmployerInput();
    const first = await call('office', 'POST', BASE, {
      ...body({ employmentRequestId: (await arrivedWorker(db, kit.f)).id }),
      newEmployer: registered,
    });
    expect(first.statusCode, first.body).toBe(201);
    const employerOf = async () =>
      (await db.select().from(employers).where(eq(employers.nationalId, registered.nationalId)))[0]!;
    const before = await employerOf();
    const historyBefore = await historyCount(db, 'employer', before.id);
    const other = newEmployerInput({
      nationalId: registered.nationalId,
      nameAr: 'لطيفة الدوسري',
      nameEn: 'Latifa Al-Dosari',
      mobile: '0551234567',
      city: 'JEDDAH',
      address: 'Tahlia Street',
    });
    const res = await call('office', 'POST', BASE, {
      ...body({ employmentRequestId: (await arrivedWorker(db, kit.f)).id }),
      newEmployer: other,
    });
    expect(res.statusCode, res.body).toBe(201);
    const transfer = transferContractSchema.parse(res.json());
    expect(transfer.newEmployer).toMatchObject({
      id: before.id,
      name: { en: 'Saad Nasser Al-Dosari' },
      mobile: '0557654321',
      city: 'RIYADH',
    });
    expect(transfer.officeLocation).toBe('RIYADH');
    expect(await employerOf()).toEqual(before);
    expect(await historyCount(db, 'employer', before.id)).toBe(historyBefore);
    // By its id alone (another office's client, whose details the form does not see).
    const byId = await call('company', 'POST', BASE, {
      ...body({ employmentRequestId: (await arrivedWorker(db, kit.f, { office: 'company' })).id }),
      newEmployer: { nationalId: registered.nationalId },
    });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json().newEmployer.id).toBe(before.id);
    expect(await employerOf()).toEqual(before);
  });

  it('a new employer needs every detail: 400 naming each one missing', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    const res = await call('office', 'POST', BASE, {
      ...body({ employmentRequestId: made.id }),
      newEmployer: { nationalId: newEmployerInput().nationalId, nameEn: 'Only A Name' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'newEmployer.address',
      'newEmployer.city',
      'newEmployer.mobile',
      'newEmployer.nameAr',
    ]);
    expect(res.json().fieldErrors['newEmployer.mobile']).toEqual(['This field is required.']);
    expect(await transferOfWorker(made.id)).toBeUndefined();
  });

  it('refuses bad input with translated field messages and changes nothing', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    const source = { employmentRequestId: made.id };
    const cases: [object, string][] = [
      [body({ employmentRequestId: 0 }), 'source'],
      [body({ employmentRequestId: 'x' }), 'source'],
      [body({}), 'source'],
      [body(source, { workerConsent: false }), 'workerConsent'],
      [body(source, { workerConsent: undefined }), 'workerConsent'],
      [body(source, { fee: -1 }), 'fee'],
      [body(source, { fee: 100_000.01 }), 'fee'],
      [body(source, { fee: 12.345 }), 'fee'],
      [
        body(source, { newEmployer: newEmployerInput({ nationalId: '1234567890' }) }),
        'newEmployer.nationalId',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await call('office', 'POST', BASE, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    const consent = await call('office', 'POST', BASE, body(source, { workerConsent: false }));
    expect(consent.json().fieldErrors.workerConsent).toEqual([
      "The worker's consent to the transfer is required.",
    ]);
    const arabic = await kit.t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...(await kit.t.headersFor('office')), 'accept-language': 'ar-SA' },
      payload: body(source, { workerConsent: false }),
    });
    expect(arabic.json().fieldErrors.workerConsent).toEqual(['موافقة العامل على النقل مطلوبة.']);
    // Still transferable: nothing was made.
    expect((await call('office', 'POST', BASE, body(source))).statusCode).toBe(201);
  });

  it('refuses an unknown worker, another office’s, one not arrived, and the same employer', async () => {
    const db = kit.t.database.db;
    const unknown = await call('office', 'POST', BASE, body({ employmentRequestId: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.source[0]).toMatch(/arrived workers/);
    const unknownContract = await call('office', 'POST', BASE, body({ oldContractId: 2_000_000_000 }));
    expect(unknownContract.statusCode).toBe(400);

    const others = await arrivedWorker(db, kit.f, { office: 'company' });
    expect((await call('office', 'POST', BASE, body({ employmentRequestId: others.id }))).statusCode).toBe(
      400,
    );
    expect((await call('company', 'POST', BASE, body({ employmentRequestId: others.id }))).statusCode).toBe(
      201,
    );

    for (const status of ['CONTRACTED', 'TICKET_BOOKED', 'CANCELLED'] as const) {
      const made = await arrivedWorker(db, kit.f, { status });
      const res = await call('office', 'POST', BASE, body({ employmentRequestId: made.id }));
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toMatch(/arrived in the kingdom/);
    }

    const made = await arrivedWorker(db, kit.f);
    const same = await call(
      'office',
      'POST',
      BASE,
      body(
        { employmentRequestId: made.id },
        { newEmployer: newEmployerInput({ nationalId: await nationalIdOfEmployer(db, made.employerId) }) },
      ),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors['newEmployer.nationalId']).toEqual([
      'The new employer must be different from the current employer.',
    ]);
  });

  it('only offices make transfers', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    for (const username of ['agency-ph', 'admin', 'fmol-ph', 'samol', 'embassy-ph'])
      expect(
        (await call(username, 'POST', BASE, body({ employmentRequestId: made.id }))).statusCode,
        username,
      ).toBe(403);
  });

  it('one open transfer per worker: a second is 409 (also at once), a rejected one frees the worker', async () => {
    const db = kit.t.database.db;
    const made = await arrivedWorker(db, kit.f);
    const source = { employmentRequestId: made.id };
    const first = await call('office', 'POST', BASE, body(source));
    expect(first.statusCode).toBe(201);
    const second = await call('office', 'POST', BASE, body(source));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'This worker is already being transferred: the open transfer must be rejected or completed first.',
    );

    const raced = await arrivedWorker(db, kit.f);
    const results = await Promise.all(
      [0, 1, 2].map(() => call('office', 'POST', BASE, body({ employmentRequestId: raced.id }))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);

    const rejected = await call(
      'agency-ph',
      'POST',
      `${BASE}/${first.json().id}/reject?reasonId=${kit.f.reason.rejection}`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await transferRow(db, first.json().id)).status).toBe('REJECTED');
    expect((await call('office', 'POST', BASE, body(source))).statusCode).toBe(201);
  });

  it('lists the transferable workers of the office, without those being transferred', async () => {
    const db = kit.t.database.db;
    const free = await arrivedWorker(db, kit.f);
    const busy = await arrivedWorker(db, kit.f);
    await call('office', 'POST', BASE, body({ employmentRequestId: busy.id }));
    const others = await arrivedWorker(db, kit.f, { office: 'company' });
    const ids = async (q: string) => {
      const res = await call('office', 'GET', `${BASE}/workers?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { source: { employmentRequestId?: number } }[]).map(
        (item) => item.source.employmentRequestId,
      );
    };
    expect(await ids(`ER-${String(free.id).padStart(7, '0')}`)).toEqual([free.id]);
    expect(await ids(`ER-${String(busy.id).padStart(7, '0')}`)).toEqual([]);
    expect(await ids(`ER-${String(others.id).padStart(7, '0')}`)).toEqual([]);
    const oldContractId = await newOldContract(db, kit.f);
    const old = await call('office', 'GET', `${BASE}/workers?q=OC-T-`);
    expect(old.json().items.some((item: { source: object }) => 'oldContractId' in item.source)).toBe(true);
    expect(
      old
        .json()
        .items.find(
          (item: { source: { oldContractId?: number } }) => item.source.oldContractId === oldContractId,
        ),
    ).toMatchObject({ hasAgency: false });
    expect((await call('agency-ph', 'GET', `${BASE}/workers`)).statusCode).toBe(403);
  });
});
