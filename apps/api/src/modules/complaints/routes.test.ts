import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@portal/contracts/access';
import { complaintListSchema, complaintSchema, complaintsTokenSchema } from '@portal/contracts/complaints';
import { complaintTokenUses, reasons } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { loadRequestFixtures, makeRequest } from '../employment-requests/request-fixtures.test-support';

const CONNECTOR = '/connector/issue-tracker';

describe('complaints with the flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 404 on the token, the subject check and the connector, and counts 0', async () => {
    const office = await t.headersFor('office');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/complaints/jwt', headers: office })).statusCode,
    ).toBe(404);
    const subject = await t.app.inject({
      method: 'POST',
      url: '/api/complaints/subject',
      headers: office,
      payload: { employmentRequestId: 1, reasonId: 1 },
    });
    expect(subject.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${CONNECTOR}/api/complaints` })).statusCode).toBe(404);
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/statistic/actionsNeeded',
      headers: office,
    });
    expect(counts.json().complaints).toBe(0);
  });
});

describe('complaints with the flag on', () => {
  let t: TestApp;
  let office: Record<string, string>;
  let embassy: Record<string, string>;
  let requestId: number;
  let reasonId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'complaints' } });
    office = await t.headersFor('office');
    embassy = await t.headersFor('embassy-ph');
    const fixtures = await loadRequestFixtures(t.database.db);
    requestId = (await makeRequest(t.database.db, fixtures, { status: 'CONTRACTED' })).id;
    const [reason] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'COMPLAINT'), eq(reasons.active, true)))
      .limit(1);
    reasonId = reason!.id;
  });
  afterAll(async () => t?.close());

  const tokenOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/complaints/jwt', headers });
    expect(res.statusCode).toBe(200);
    return complaintsTokenSchema.parse(res.json());
  };
  const connector = (method: 'GET' | 'POST' | 'PUT', path: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${CONNECTOR}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload && { payload }),
    });
  const subjectFor = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/complaints/subject', headers, payload: body });
  const waiting = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/statistic/actionsNeeded', headers })).json()
      .complaints as number;

  it('issues a short-lived connector token naming the organisation, role, user and scope', async () => {
    const { token, expiresAt, connectorUrl } = await tokenOf(office);
    expect(connectorUrl).toBe(CONNECTOR);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ typ: 'complaints-access', role: 'PRO_OFFICE', aud: 'issue-tracker' });
    expect(claims.scope).toMatchObject({ kind: 'office', officeId: claims.org });
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(decodeJwt((await tokenOf(embassy)).token).scope).toMatchObject({ kind: 'embassy' });
  });

  it('refuses the token to other roles', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/complaints/jwt',
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('checks the request and the reason, in the caller’s language', async () => {
    const otherOffice = await subjectFor(await t.headersFor('company'), {
      employmentRequestId: requestId,
      reasonId,
    });
    expect(otherOffice.statusCode).toBe(404);
    const [rejection] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(eq(reasons.kind, 'REJECTION'))
      .limit(1);
    const wrongKind = await subjectFor(
      { ...office, 'accept-language': 'ar-SA' },
      { employmentRequestId: requestId, reasonId: rejection!.id },
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('اختر سبب شكوى نشطًا.');
    expect((await subjectFor(office, { employmentRequestId: 'x', reasonId })).statusCode).toBe(400);
  });

  it('files a complaint the embassy sees and must answer; the counts follow', async () => {
    const { token } = await tokenOf(office);
    const { subject } = (await subjectFor(office, { employmentRequestId: requestId, reasonId })).json();
    const before = await waiting(embassy);
    const created = await connector('POST', '/api/complaints', token, {
      subject,
      description: 'The worker has not arrived.',
    });
    expect(created.statusCode).toBe(201);
    const complaint = complaintSchema.parse(created.json());
    expect(complaint).toMatchObject({
      status: 'OPEN',
      waitingOnMe: false,
      employmentRequest: { id: requestId },
    });

    const mine = complaintListSchema.parse((await connector('GET', '/api/complaints', token)).json());
    expect(mine.items.map((c) => c.id)).toContain(complaint.id);

    const embassyToken = (await tokenOf(embassy)).token;
    const theirs = complaintListSchema.parse(
      (await connector('GET', '/api/complaints?status=OPEN', embassyToken)).json(),
    );
    expect(theirs.items.find((c) => c.id === complaint.id)?.waitingOnMe).toBe(true);
    expect(await waiting(embassy)).toBe(before + 1);
    expect(await waiting(office)).toBe(0);

    const company = (await tokenOf(await t.headersFor('company'))).token;
    const outside = complaintListSchema.parse((await connector('GET', '/api/complaints', company)).json());
    expect(outside.items.map((c) => c.id)).not.toContain(complaint.id);

    expect(
      (await connector('PUT', `/api/complaints/${complaint.id}/status`, token, { status: 'RESOLVED' }))
        .statusCode,
    ).toBe(409);
    const moved = await connector('PUT', `/api/complaints/${complaint.id}/status`, embassyToken, {
      status: 'IN_PROGRESS',
    });
    expect(moved.json().status).toBe('IN_PROGRESS');
    expect(await waiting(embassy)).toBe(before);
  });

  it('refuses a subject of another organisation and a bad token', async () => {
    const { subject } = (await subjectFor(office, { employmentRequestId: requestId, reasonId })).json();
    const embassyToken = (await tokenOf(embassy)).token;
    const stolen = await connector('POST', '/api/complaints', embassyToken, {
      subject,
      description: 'Not mine',
    });
    expect(stolen.statusCode).toBe(400);
    expect((await connector('GET', '/api/complaints', 'not-a-token')).statusCode).toBe(401);
  });

  it('lets a connector token create one complaint: the second use answers 401, the token id is kept in the database', async () => {
    const { token } = await tokenOf(office);
    const file = async (bearer: string) => {
      const { subject } = (await subjectFor(office, { employmentRequestId: requestId, reasonId })).json();
      return connector('POST', '/api/complaints', bearer, { subject, description: 'Once only.' });
    };
    expect((await file(token)).statusCode).toBe(201);
    const again = await file(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    const jti = String(decodeJwt(token).jti);
    const kept = await t.database.db.select().from(complaintTokenUses).where(eq(complaintTokenUses.jti, jti));
    expect(kept).toHaveLength(1);
    // The client's answer to the 401: a new token, which creates again.
    expect((await file((await tokenOf(office)).token)).statusCode).toBe(201);
  });

  it('lets one of two concurrent creates with the same token win', async () => {
    const { token } = await tokenOf(office);
    const subjects = await Promise.all(
      [1, 2].map(
        async () => (await subjectFor(office, { employmentRequestId: requestId, reasonId })).json().subject,
      ),
    );
    const answers = await Promise.all(
      subjects.map((subject, index) =>
        connector('POST', '/api/complaints', token, { subject, description: `Race ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 401]);
  });

  /** A sub-user of the office made through the API, as its super user would. */
  const subUser = async (username: string, access: 'NONE' | 'READ') => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/subusers',
      headers: office,
      payload: {
        username,
        nameAr: 'مستخدم فرعي',
        nameEn: 'Sub-user',
        email: `${username}@example.test`,
        accessRights: MODULES.map((module) => ({
          module,
          access: module === 'EMPLOYMENT_REQUEST' ? access : 'NONE',
        })),
      },
    });
    expect(created.statusCode).toBe(201);
    return t.headersFor(username);
  };

  it('gives a sub-user with every module NONE a translated 403 and no token', async () => {
    const none = await subUser(`cmp-none-${Date.now().toString(36)}`, 'NONE');
    for (const language of ['ar-SA', 'en-US'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/complaints/jwt',
        headers: { ...none, 'accept-language': language },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: translate(language, 'errors.forbidden') });
      expect(res.body).not.toMatch(/token/);
    }
    expect((await subjectFor(none, { employmentRequestId: requestId, reasonId })).statusCode).toBe(403);
  });

  it('gives a sub-user who may only read a read token: it lists, but creates nothing', async () => {
    const reader = await subUser(`cmp-read-${Date.now().toString(36)}`, 'READ');
    const { token } = await tokenOf(reader);
    expect(decodeJwt(token)).toMatchObject({ access: 'READ', scope: { kind: 'office' } });
    expect(decodeJwt((await tokenOf(office)).token)).toMatchObject({ access: 'WRITE' });
    expect((await connector('GET', '/api/complaints', token)).statusCode).toBe(200);
    expect((await subjectFor(reader, { employmentRequestId: requestId, reasonId })).statusCode).toBe(403);
    const { subject } = (await subjectFor(office, { employmentRequestId: requestId, reasonId })).json();
    const created = await connector('POST', '/api/complaints', token, {
      subject,
      description: 'Not mine to raise',
    });
    expect(created.statusCode).toBe(403);
  });

  it('serves no simulator test control in a normal start', async () => {
    const { token } = await tokenOf(office);
    expect((await connector('POST', '/control/reject-next', token, { count: 1 })).statusCode).toBe(404);
  });
});
