import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/access';
import { complaintsTokenSchema } from '@portal/contracts/complaints';
import {
  complianceOrderListSchema,
  complianceOrderSchema,
  decidableComplaintListSchema,
  type ComplianceOrder,
} from '@portal/contracts/compliance-orders';
import { incidents, reasons, recordHistory, suspensions } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loadRequestFixtures, makeRequest } from '../employment-requests/request-fixtures.test-support';
import { breachOverdueOrders } from './sweep';
import { makeOrderOverdue } from './test-controls';

describe('compliance orders with the flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 on every path', async () => {
    const admin = await t.headersFor('admin');
    for (const url of ['/api/compliance-orders', '/api/compliance-orders/complaints']) {
      expect((await t.app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(404);
    }
  });
});

describe('compliance orders (flag complaints on)', () => {
  let t: TestApp;
  let office: Record<string, string>;
  let admin: Record<string, string>;
  let suspensionReasonId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'complaints' } });
    office = await t.headersFor('office');
    admin = await t.headersFor('admin');
    const [reason] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'SUSPENSION'), eq(reasons.active, true)))
      .limit(1);
    suspensionReasonId = reason!.id;
  });
  afterAll(async () => t?.close());

  /** A complaint the embassy raises about one of the office's requests, through the connector. */
  const raiseComplaint = async (): Promise<number> => {
    const db = t.database.db;
    const request = await makeRequest(db, await loadRequestFixtures(db), { status: 'CONTRACTED' });
    const embassy = await t.headersFor('embassy-ph');
    const [reason] = await db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'COMPLAINT'), eq(reasons.active, true)))
      .limit(1);
    const { token } = complaintsTokenSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/complaints/jwt', headers: embassy })).json(),
    );
    const { subject } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/complaints/subject',
        headers: embassy,
        payload: { employmentRequestId: request.id, reasonId: reason!.id },
      })
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/connector/issue-tracker/api/complaints',
      headers: { authorization: `Bearer ${token}` },
      payload: { subject, description: 'The contract terms were not kept.' },
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as number;
  };

  const decide = (complaintId: number, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/compliance-orders',
      headers,
      payload: {
        complaintId,
        textAr: 'أعد للعامل جواز سفره خلال المهلة',
        textEn: "Return the worker's passport within the time limit",
        suspensionReasonId,
      },
    });

  const act = (id: number, action: 'report' | 'confirm', headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/compliance-orders/${id}/${action}`, headers });

  /** A write the office may make while active: a new sub-user. */
  const officeWrite = (language: 'ar-SA' | 'en-US' = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: { ...office, 'accept-language': language },
      payload: {
        username: `co-${language}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        nameAr: 'مستخدم فرعي',
        nameEn: 'Sub-user',
        email: `co-${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.test`,
        accessRights: MODULES.map((module) => ({ module, access: 'READ' })),
      },
    });

  /** Time passing, as the sweep sees it: the order fell due a minute ago. */
  const makeOverdue = async (order: ComplianceOrder) => {
    expect(await makeOrderOverdue(t.database.db, order.id)).toBe(true);
  };

  const historyOf = (id: number) =>
    t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'complianceOrder'), eq(recordHistory.entityId, id)))
      .orderBy(recordHistory.id);

  it('lets admins list complaints and decide: an order for the office with its running clock', async () => {
    const complaintId = await raiseComplaint();
    const listed = decidableComplaintListSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/compliance-orders/complaints', headers: admin })
      ).json(),
    );
    const complaint = listed.items.find((item) => item.id === complaintId);
    expect(complaint).toMatchObject({ order: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/compliance-orders/complaints', headers: office }))
        .statusCode,
    ).toBe(403);
    expect((await decide(complaintId, office)).statusCode).toBe(403);

    const created = await decide(complaintId);
    expect(created.statusCode).toBe(201);
    const order = complianceOrderSchema.parse(created.json());
    expect(order).toMatchObject({ status: 'OPEN', office: { id: complaint!.officeId }, suspensionId: null });
    expect(order.clock).toMatchObject({ obligation: 'complianceOrder', days: 10, state: 'running' });
    expect(new Date(order.clock!.dueAt).getTime() - new Date(order.clock!.startedAt).getTime()).toBe(
      10 * 24 * 60 * 60 * 1000,
    );

    const mine = complianceOrderListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/compliance-orders', headers: office })).json(),
    );
    expect(mine.items.find((item) => item.id === order.id)).toMatchObject({ actions: ['report'] });
    const other = await t.headersFor('company');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/compliance-orders/${order.id}`, headers: other }))
        .statusCode,
    ).toBe(404);

    const again = await decide(complaintId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(order.number);
    expect((await historyOf(order.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a decision on an unknown complaint or with a reason of another kind, translated', async () => {
    expect((await decide(999_999)).statusCode).toBe(404);
    const complaintId = await raiseComplaint();
    const [rejection] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(eq(reasons.kind, 'REJECTION'))
      .limit(1);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/compliance-orders',
      headers: { ...admin, 'accept-language': 'ar-SA' },
      payload: { complaintId, textAr: 'نص', textEn: 'Text', suspensionReasonId: rejection!.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(translate('ar-SA', 'complianceOrders.reasonInvalid'));
  });

  it('breaches nothing inside an outage of the portal', async () => {
    const order = complianceOrderSchema.parse((await decide(await raiseComplaint())).json());
    await makeOverdue(order);
    const [incident] = await t.database.db
      .insert(incidents)
      .values({ scope: 'portal', startedAt: new Date(Date.now() - 2 * 60_000) })
      .returning({ id: incidents.id });
    try {
      await breachOverdueOrders(t.database.db);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/compliance-orders/${order.id}`,
        headers: admin,
      });
      expect(read.json()).toMatchObject({ status: 'OPEN' });
    } finally {
      await t.database.db.delete(incidents).where(eq(incidents.id, incident!.id));
    }
    // Confirmed at once: the office is left active for the next test.
    expect((await act(order.id, 'confirm', admin)).statusCode).toBe(200);
  });

  it('suspends the office on breach naming the order, refuses its writes in both languages, and the confirmation lifts it', async () => {
    const order = complianceOrderSchema.parse((await decide(await raiseComplaint())).json());
    expect((await officeWrite()).statusCode).toBe(201);
    await makeOverdue(order);
    expect(await breachOverdueOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    // A second sweep (another instance) breaches nothing again.
    await breachOverdueOrders(t.database.db);

    const breached = complianceOrderSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/compliance-orders/${order.id}`, headers: office })
      ).json(),
    );
    expect(breached).toMatchObject({ status: 'BREACHED' });
    expect(breached.clock).toMatchObject({ state: 'breached' });
    const [suspension] = await t.database.db
      .select()
      .from(suspensions)
      .where(eq(suspensions.id, breached.suspensionId!));
    expect(suspension).toMatchObject({
      organizationId: order.office.id,
      reasonId: suspensionReasonId,
      liftedAt: null,
    });
    expect(suspension!.comment).toContain(order.number);
    const ownSuspensions = await t.database.db
      .select({ id: suspensions.id })
      .from(suspensions)
      .where(eq(suspensions.comment, suspension!.comment!));
    expect(ownSuspensions).toHaveLength(1);

    for (const language of ['ar-SA', 'en-US'] as const) {
      const refused = await officeWrite(language);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: translate(language, 'complianceOrders.officeSuspended', { number: order.number }),
        code: 'ORGANIZATION_SUSPENDED',
      });
    }

    // The office may still report what it did; it stays suspended until the admin confirms.
    const reported = await act(order.id, 'report', office);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ status: 'REPORTED', actions: [] });
    expect((await officeWrite()).statusCode).toBe(403);
    expect((await act(order.id, 'confirm', office)).statusCode).toBe(403);

    const confirmed = await act(order.id, 'confirm', admin);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED' });
    // Met late: the clock keeps the breach.
    expect(confirmed.json().clock).toMatchObject({ state: 'breached' });
    expect(confirmed.json().clock.metAt).not.toBeNull();
    const [lifted] = await t.database.db.select().from(suspensions).where(eq(suspensions.id, suspension!.id));
    expect(lifted!.liftedAt).not.toBeNull();
    expect((await officeWrite()).statusCode).toBe(201);
    expect((await act(order.id, 'confirm', admin)).statusCode).toBe(409);

    const history = await historyOf(order.id);
    expect(history.map((row) => [row.changedBy === null ? 'portal' : 'person', row.changes.status])).toEqual([
      ['person', { from: null, to: 'OPEN' }],
      ['portal', { from: 'OPEN', to: 'BREACHED' }],
      ['person', { from: 'BREACHED', to: 'REPORTED' }],
      ['person', { from: 'REPORTED', to: 'CONFIRMED' }],
    ]);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/history/complianceOrder/${order.id}`,
      headers: office,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().total).toBe(4);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/history/complianceOrder/${order.id}`,
      headers: await t.headersFor('company'),
    });
    expect(elsewhere.statusCode).toBe(404);
    const [latest] = await t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'organization'), eq(recordHistory.entityId, order.office.id)))
      .orderBy(desc(recordHistory.id))
      .limit(1);
    expect(latest).toMatchObject({ action: 'activate' });
  });

  it('lifts only the suspension the order caused', async () => {
    const order = complianceOrderSchema.parse((await decide(await raiseComplaint())).json());
    await makeOverdue(order);
    await breachOverdueOrders(t.database.db);
    // Another suspension of the office, made beside the order's.
    const [other] = await t.database.db
      .insert(suspensions)
      .values({ organizationId: order.office.id, reasonId: suspensionReasonId, startsOn: '2020-01-01' })
      .returning({ id: suspensions.id });
    try {
      expect((await act(order.id, 'confirm', admin)).statusCode).toBe(200);
      const refused = await officeWrite();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(translate('en-US', 'errors.organizationSuspended'));
    } finally {
      await t.database.db.delete(suspensions).where(eq(suspensions.id, other!.id));
    }
    expect((await officeWrite()).statusCode).toBe(201);
  });
});
