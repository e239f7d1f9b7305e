import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@portal/contracts/registration';
import {
  registrationTransitionRecord,
  registrationTransitions,
  type RegistrationAction,
} from '@portal/contracts/registration-transitions';
import { refusalOf, type Actor } from '@portal/contracts/transitions/define';
import { recordHistory, registrations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';

const DECISION_OF: Record<RegistrationAction, 'ACCEPTED' | 'REJECTED'> = {
  accept: 'ACCEPTED',
  reject: 'REJECTED',
};
const STATUS_TEXT: Record<RegistrationStatus, string> = {
  PENDING: 'pending review',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
};

/** Seeded callers as the declaration reads them (their organisations are never a registration's party). */
const CALLERS: { username: string; me: Actor }[] = [
  { username: 'admin', me: { role: 'ADMIN', organizationId: 1, accessRights: [] } },
  { username: 'office', me: { role: 'PRO_OFFICE', organizationId: 2, accessRights: [] } },
  { username: 'agency-ph', me: { role: 'EPRO', organizationId: 3, accessRights: [] } },
];

const ACTIONS = Object.keys(registrationTransitions.actions) as RegistrationAction[];
const CELLS = ACTIONS.flatMap((action) =>
  REGISTRATION_STATUSES.flatMap((status) => CALLERS.map((caller) => ({ action, status, ...caller }))),
);

describe('registration decisions, every declared action × status × caller', () => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const registrationIn = async (status: RegistrationStatus) => {
    serial += 1;
    const [row] = await t.database.db
      .insert(registrations)
      .values({
        reference: `RF-TEST-${process.pid}-${serial}`,
        organizationType: 'EPRO',
        nameAr: 'وكالة الاختبار',
        nameEn: 'Transition Test Agency',
        licenseNumber: `TT-${serial}`,
        contactName: 'Test Contact',
        contactPhone: '+63 912 000 0000',
        email: `transitions-${serial}@example.test`,
        status,
      })
      .returning();
    if (!row) throw new Error('no registration inserted');
    return row;
  };
  const decide = async (username: string, id: number, action: RegistrationAction, language = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/decision`,
      headers: { ...(await t.headersFor(username)), 'accept-language': language },
      payload: { decision: DECISION_OF[action], note: 'Checked against the licence register.' },
    });
  const stored = async (id: number) =>
    (await t.database.db.select().from(registrations).where(eq(registrations.id, id)))[0];
  const historyOf = (id: number) =>
    t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'registration'), eq(recordHistory.entityId, id)));

  it.each(CELLS)('$action from $status by $username', async ({ action, status, username, me }) => {
    const before = await registrationIn(status);
    const refusal = refusalOf(registrationTransitions, action, registrationTransitionRecord({ status }), me);
    const res = await decide(username, before.id, action);
    const after = await stored(before.id);
    if (refusal === null) {
      const rule = registrationTransitions.actions[action];
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: rule.to,
        decisionNote: 'Checked against the licence register.',
      });
      expect(after?.status).toBe(rule.to);
      expect(after?.decidedAt).not.toBeNull();
      const history = await historyOf(before.id);
      expect(history.map((entry) => entry.changes)).toEqual([
        {
          status: { from: status, to: rule.to },
          reason: { from: null, to: 'Checked against the licence register.' },
        },
      ]);
      return;
    }
    expect(res.statusCode).toBe(refusal === 'status' ? 409 : 403);
    if (refusal === 'status') {
      expect(res.json().message).toBe(
        `This action is not possible: the registration request is now ${STATUS_TEXT[status]}.`,
      );
    }
    // Refused: nothing changed, nothing recorded.
    expect(after).toEqual(before);
    expect(await historyOf(before.id)).toEqual([]);
  });

  it('names the current status in Arabic', async () => {
    const { id } = await registrationIn('REJECTED');
    const res = await decide('admin', id, 'accept', 'ar-SA');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('لا يمكن تنفيذ هذا الإجراء: حالة طلب التسجيل الآن مرفوض.');
  });

  it('lets one of two admins deciding at once win; the other answers 409 and changes nothing', async () => {
    const { id } = await registrationIn('PENDING');
    const [accepted, rejected] = await Promise.all([
      decide('admin', id, 'accept'),
      decide('admin', id, 'reject'),
    ]);
    expect([accepted.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
    const winner = accepted.statusCode === 200 ? 'ACCEPTED' : 'REJECTED';
    const loser = accepted.statusCode === 200 ? rejected : accepted;
    expect(loser.json().message).toBe(
      `This action is not possible: the registration request is now ${STATUS_TEXT[winner]}.`,
    );
    expect((await stored(id))?.status).toBe(winner);
    expect(await historyOf(id)).toHaveLength(1);
  });
});
