import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIssueTrackerApp } from '@portal/tools/issue-tracker-simulator/app';
import { createFileStore } from '@portal/tools/issue-tracker-simulator/state';
import type { EstablishmentSession } from '../../types/session';
import { signAccessToken, signPortalReadToken, signSubject } from './tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const secret = async () => SECRET;

const sessionOf = (
  userId: number,
  organizationId: number,
  role: string,
  organization: object = {},
  accessRights: { module: string; access: string }[] = [],
) =>
  ({
    user: { id: userId },
    membership: { role, superUser: accessRights.length === 0, accessRights },
    organization: { id: organizationId, countryId: null, officeLocation: null, ...organization },
  }) as unknown as EstablishmentSession;

const office = sessionOf(1, 10, 'PRO_OFFICE');
const otherOffice = sessionOf(2, 11, 'PRO_COMPANY');
const embassy = sessionOf(3, 20, 'FOREIGN_EMBASSY', { countryId: 5, officeLocation: 'RIYADH' });
const embassyElsewhere = sessionOf(4, 21, 'FOREIGN_EMBASSY', { countryId: 5, officeLocation: 'JEDDAH' });
/** A sub-user of the office who may only read employment requests (and so complaints). */
const officeReader = sessionOf(5, 10, 'PRO_OFFICE', {}, [{ module: 'EMPLOYMENT_REQUEST', access: 'READ' }]);

const facts = {
  organizationId: 10,
  employmentRequest: { id: 7, number: 'ER-0000007' },
  officeId: 10,
  countryId: 5,
  officeLocation: 'RIYADH' as const,
  reason: { id: 3, text: { ar: 'سبب', en: 'Reason' } },
};

const directory = mkdtempSync(join(tmpdir(), 'issue-tracker-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('issue-tracker simulator', () => {
  const app = buildIssueTrackerApp({ secret, testControls: true });
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    session: EstablishmentSession,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${(await signAccessToken(session, SECRET)).token}` },
      ...(payload && { payload }),
    });
  const file = async (description = 'Late arrival') =>
    call('POST', '/api/complaints', office, {
      subject: await signSubject(office, facts, SECRET),
      description,
    });

  it('answers 401 without a token, with a bad signature and once expired', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/complaints' })).statusCode).toBe(401);
    const forged = (await signAccessToken(office, 'another-secret-of-at-least-thirty-two-chars')).token;
    const res = await app.inject({
      method: 'GET',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    const expired = (await signAccessToken(office, SECRET, new Date(Date.now() - 10 * 60_000))).token;
    const old = await app.inject({
      method: 'GET',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('creates a complaint and lists it to its office and the embassy of its country and location only', async () => {
    const created = await file();
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      number: 'CMP-000001',
      status: 'OPEN',
      description: 'Late arrival',
    });
    const idsFor = async (session: EstablishmentSession) =>
      ((await call('GET', '/api/complaints', session)).json().items as { id: number }[]).map((c) => c.id);
    expect(await idsFor(office)).toEqual([1]);
    expect(await idsFor(embassy)).toEqual([1]);
    expect(await idsFor(otherOffice)).toEqual([]);
    expect(await idsFor(embassyElsewhere)).toEqual([]);
  });

  it('refuses a subject signed for another organisation, a blank description and a forged subject', async () => {
    const subject = await signSubject(office, facts, SECRET);
    expect(
      (await call('POST', '/api/complaints', otherOffice, { subject, description: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/complaints', office, { subject, description: '  ' })).statusCode).toBe(
      400,
    );
    const forged = await signSubject(office, facts, 'another-secret-of-at-least-thirty-two-chars');
    expect(
      (await call('POST', '/api/complaints', office, { subject: forged, description: 'x' })).statusCode,
    ).toBe(400);
  });

  it('filters by status and text; the other side moves the status forward only', async () => {
    const { id } = (await file('Fees beyond the contract')).json();
    expect((await call('GET', '/api/complaints?q=fees', office)).json().total).toBe(1);
    expect((await call('GET', '/api/complaints?status=RESOLVED', office)).json().total).toBe(0);
    expect((await call('GET', '/api/complaints/waiting', embassy)).json().count).toBe(2);
    expect(
      (await call('PUT', `/api/complaints/${id}/status`, office, { status: 'IN_PROGRESS' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/complaints/${id}/status`, embassy, { status: 'RESOLVED' })).json().status,
    ).toBe('RESOLVED');
    expect(
      (await call('PUT', `/api/complaints/${id}/status`, embassy, { status: 'IN_PROGRESS' })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `/api/complaints/${id}/status`, embassyElsewhere, { status: 'RESOLVED' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/complaints/waiting', embassy)).json().count).toBe(1);
  });

  it('answers 401 to the caller’s next calls after the reject-next control (not to the API’s count call), then serves again', async () => {
    expect((await call('POST', '/control/reject-next', office, { count: 1 })).statusCode).toBe(204);
    expect((await call('GET', '/api/complaints', embassy)).statusCode).toBe(200);
    expect((await call('GET', '/api/complaints/waiting', office)).statusCode).toBe(200);
    expect((await call('GET', '/api/complaints', office)).statusCode).toBe(401);
    expect((await call('GET', '/api/complaints', office)).statusCode).toBe(200);
    expect((await call('POST', '/control/reject-next', office, { count: 2 })).statusCode).toBe(204);
    expect((await call('GET', '/api/complaints', office)).statusCode).toBe(401);
    expect((await call('GET', '/api/complaints', office)).statusCode).toBe(401);
    expect((await call('GET', '/api/complaints', office)).statusCode).toBe(200);
  });

  it('lets a token create one complaint: a second create with it answers 401, a new token creates again', async () => {
    const { token } = await signAccessToken(office, SECRET);
    const create = async (bearer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { subject: await signSubject(office, facts, SECRET), description: 'Once' },
      });
    expect((await create(token)).statusCode).toBe(201);
    const again = await create(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'UNAUTHORIZED' });
    // The same token still reads.
    const list = await app.inject({
      method: 'GET',
      url: '/api/complaints',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(200);
    expect((await create((await signAccessToken(office, SECRET)).token)).statusCode).toBe(201);
  });

  it('gives a read-only sub-user’s token the list but no create or status change (403)', async () => {
    expect((await call('GET', '/api/complaints', officeReader)).statusCode).toBe(200);
    const subject = await signSubject(officeReader, facts, SECRET);
    const created = await call('POST', '/api/complaints', officeReader, { subject, description: 'x' });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(
      (await call('PUT', '/api/complaints/1/status', officeReader, { status: 'RESOLVED' })).statusCode,
    ).toBe(403);
  });

  it('serves no test control unless started for tests', async () => {
    const normal = buildIssueTrackerApp({ secret });
    const res = await normal.inject({
      method: 'POST',
      url: '/control/reject-next',
      headers: { authorization: `Bearer ${(await signAccessToken(office, SECRET)).token}` },
      payload: { count: 1 },
    });
    expect(res.statusCode).toBe(404);
    await normal.close();
  });

  it('keeps complaints in its data file across restarts', async () => {
    const path = join(directory, 'complaints.json');
    const first = buildIssueTrackerApp({ secret, store: createFileStore(path) });
    const token = (await signAccessToken(office, SECRET)).token;
    const headers = { authorization: `Bearer ${token}` };
    const payload = { subject: await signSubject(office, facts, SECRET), description: 'Kept' };
    expect(
      (await first.inject({ method: 'POST', url: '/api/complaints', headers, payload })).statusCode,
    ).toBe(201);
    await first.close();
    const second = buildIssueTrackerApp({ secret, store: createFileStore(path) });
    const list = await second.inject({ method: 'GET', url: '/api/complaints', headers });
    expect(list.json().items.map((c: { description: string }) => c.description)).toEqual(['Kept']);
    const fresh = { authorization: `Bearer ${(await signAccessToken(office, SECRET)).token}` };
    const next = await second.inject({ method: 'POST', url: '/api/complaints', headers: fresh, payload });
    expect(next.json().number).toBe('CMP-000002');
  });
});

describe("the portal's own reading token (decision 0063)", () => {
  const app = buildIssueTrackerApp({ secret });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('reads every complaint, whoever raised it, and may neither raise nor move one on', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: bearer((await signAccessToken(office, SECRET)).token),
      payload: { subject: await signSubject(office, facts, SECRET), description: 'Late arrival' },
    });
    expect(created.statusCode).toBe(201);
    const { token } = await signPortalReadToken(SECRET);
    const listed = await app.inject({ method: 'GET', url: '/api/complaints', headers: bearer(token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((item: { id: number }) => item.id)).toContain(created.json().id);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/complaints/${created.json().id}/status`,
      headers: bearer(token),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(moved.statusCode).toBe(403);
    const raised = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: bearer(token),
      payload: { subject: await signSubject(office, facts, SECRET), description: 'Another' },
    });
    expect(raised.statusCode).toBe(403);
  });
});
