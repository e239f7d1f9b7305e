import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNERSHIP_CONTRACT_STATUSES,
  type PartnershipContractStatus,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  contractTransitionRecord,
  PARTNERSHIP_POST_ACTIONS,
  partnershipContractTransitions as declaration,
  type PartnershipContractAction,
} from '@portal/contracts/partnership-contracts/transitions';
import { refusalOf, type Actor } from '@portal/contracts/transitions/define';
import type { Role } from '@portal/contracts/roles';
import { todayInKingdom } from '@portal/contracts/constants';
import { organizations, partnershipContracts, partnershipContractVersions } from '../../db/schema/index';
import { enUS } from '../../i18n/en-US';
import { contractActionAccess } from './access';
import { contractBody, type Fixtures, contractKit } from './contract-fixtures.test-support';

type Side = 'office' | 'agency' | null;
/** A contract's state beside its status: who asked to cancel, whether an update waits. */
type State = { status: PartnershipContractStatus; askedBy: Side; pending: boolean };

/** Every state the declaration can meet: each status, with the facts that change who may act. */
const STATES: State[] = PARTNERSHIP_CONTRACT_STATUSES.flatMap((status): State[] => {
  if (status === 'PENDING_CANCELLATION') {
    return [
      { status, askedBy: 'office', pending: false },
      { status, askedBy: 'agency', pending: false },
    ];
  }
  if (status === 'ACTIVE') {
    return [
      { status, askedBy: null, pending: false },
      { status, askedBy: null, pending: true },
    ];
  }
  return [{ status, askedBy: null, pending: false }];
});

/** The callers: the contract's office and agency, an admin, and an overseer of the country. */
const CALLERS = [
  { username: 'office', role: 'PRO_OFFICE', side: 'office' },
  { username: 'agency-ph', role: 'EPRO', side: 'agency' },
  { username: 'admin', role: 'ADMIN', side: null },
  { username: 'fmol-ph', role: 'FMOL', side: null },
] as const satisfies readonly { username: string; role: Role; side: Side }[];

/** What a call must answer, worked out from the declaration and the route's access rule alone. */
const expectedStatus = (
  action: PartnershipContractAction,
  state: State,
  caller: (typeof CALLERS)[number],
  f: Fixtures,
  organizationOf: Record<string, number>,
): number => {
  if (!contractActionAccess(action).roles?.includes(caller.role)) return 403;
  // A draft is the office's until sent: everyone else but admins gets 404 (scope.ts).
  const unsent = (declaration.actions.sendForApproval.from as readonly string[]).includes(state.status);
  if (unsent && caller.side !== 'office' && caller.role !== 'ADMIN') return 404;
  const actor: Actor = {
    role: caller.role,
    organizationId: organizationOf[caller.username]!,
    accessRights: [],
  };
  const record = contractTransitionRecord({
    status: state.status,
    officeId: f.org.office,
    agencyId: f.org.agencyPh,
    cancellationAskedBy:
      state.askedBy === 'office' ? f.org.office : state.askedBy === 'agency' ? f.org.agencyPh : null,
    hasPendingUpdate: state.pending,
  });
  return refusalOf(declaration, action, record, actor) === null ? 200 : 409;
};

// Several hundred calls in one test: minutes on a loaded machine (30 s ran out in a CI run).
describe('partnership contract transitions, every action × state × caller', { timeout: 300_000 }, () => {
  const kit = contractKit();
  const { call } = kit;
  let contractId: number;
  let organizationOf: Record<string, number>;
  beforeAll(async () => {
    const created = await call('office', 'POST', '/api/partnership/contracts/create', contractBody(kit.f));
    contractId = created.json().id;
    const admin = (await call('admin', 'GET', '/api/me')).json();
    const fmol = (await call('fmol-ph', 'GET', '/api/me')).json();
    organizationOf = {
      office: kit.f.org.office,
      'agency-ph': kit.f.org.agencyPh,
      admin: admin.memberships[0].establishment.organizationId,
      'fmol-ph': fmol.memberships[0].establishment.organizationId,
    };
  });

  const setState = async (state: State) => {
    const { db } = kit.t.database;
    await db
      .delete(partnershipContractVersions)
      .where(eq(partnershipContractVersions.contractId, contractId));
    await db
      .update(partnershipContracts)
      .set({
        status: state.status,
        number: null,
        termsVersion: 1,
        rowVersion: 1,
        cancellationAskedBy:
          state.askedBy === 'office'
            ? kit.f.org.office
            : state.askedBy === 'agency'
              ? kit.f.org.agencyPh
              : null,
        pendingUpdate: state.pending
          ? {
              terms: { ...contractBody(kit.f, 'agencyPh', 2222), lines: [] },
              requestedAt: new Date().toISOString(),
              requestedBy: 1,
            }
          : null,
      })
      .where(eq(partnershipContracts.id, contractId));
  };
  const row = async () =>
    (
      await kit.t.database.db
        .select()
        .from(partnershipContracts)
        .where(eq(partnershipContracts.id, contractId))
    )[0]!;

  /** The call of each action: the seven POSTs (with a reason), the PUT (update or amend by status), confirm. */
  const callOf = (action: PartnershipContractAction, username: string) => {
    if ((PARTNERSHIP_POST_ACTIONS as readonly string[]).includes(action)) {
      const reason = action === 'reject' ? kit.f.reason.rejection : kit.f.reason.cancellation;
      return call(username, 'POST', `/api/partnership/contracts/${contractId}/${action}?reasonId=${reason}`);
    }
    if (action === 'confirm')
      return call(username, 'PUT', `/api/partnership/contracts/${contractId}/confirm`);
    return call(
      username,
      'PUT',
      `/api/partnership/contracts/${contractId}`,
      contractBody(kit.f, 'agencyPh', 1750),
    );
  };

  /** The `actions` the record read answers the caller (the buttons the screen shows). */
  const readActions = async (username: string) => {
    const res = await call(username, 'GET', `/api/partnership/contracts/${contractId}`);
    return res.statusCode === 200 ? (res.json().actions as string[]) : [];
  };

  const actions = Object.keys(declaration.actions) as PartnershipContractAction[];
  it('allowed actions succeed into their declared status; the rest answer 409, 403 or 404 and change nothing', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const state of STATES) {
      for (const caller of CALLERS) {
        // The record read's `actions` are exactly the calls the runner lets through (200 below).
        await setState(state);
        const offered = await readActions(caller.username);
        const allowed = actions.filter(
          (action) => expectedStatus(action, state, caller, kit.f, organizationOf) === 200,
        );
        if (JSON.stringify(offered) !== JSON.stringify(allowed)) {
          failures.push(
            `${JSON.stringify(state)} read by ${caller.username}: actions ${offered}, runner ${allowed}`,
          );
        }
      }
      for (const action of actions) {
        // PUT takes `amend` from ACTIVE and `update` otherwise: each is walked where its call reaches it.
        if (action === 'amend' && state.status !== 'ACTIVE') continue;
        if (action === 'update' && state.status === 'ACTIVE') continue;
        for (const caller of CALLERS) {
          await setState(state);
          const before = await row();
          const expected = expectedStatus(action, state, caller, kit.f, organizationOf);
          const res = await callOf(action, caller.username);
          const after = await row();
          cells += 1;
          const cell = `${action} from ${JSON.stringify(state)} by ${caller.username}`;
          if (res.statusCode !== expected) {
            failures.push(`${cell}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 160)})`);
          } else if (expected === 200) {
            if (after.status !== declaration.actions[action].to)
              failures.push(`${cell}: ended ${after.status}`);
            if (after.rowVersion !== before.rowVersion + 1) failures.push(`${cell}: row version not raised`);
          } else if (JSON.stringify(after) !== JSON.stringify(before)) {
            failures.push(`${cell}: a refused call changed the row`);
          }
          if (res.statusCode === 409 && typeof res.json().message !== 'string')
            failures.push(`${cell}: no message`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cells).toBeGreaterThan(200);
  });

  it('refuses the actions of an organisation whose licence expired with that reason, and changes nothing', async () => {
    const { db } = kit.t.database;
    const [office] = await db.select().from(organizations).where(eq(organizations.id, kit.f.org.office));
    // The demo office whose licence expired yesterday cannot create a contract either.
    const created = await call('expired', 'POST', '/api/partnership/contracts/create', contractBody(kit.f));
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe(enUS['errors.licenceExpired']);
    await setState({ status: 'DRAFT', askedBy: null, pending: false });
    expect(await readActions('office')).toEqual(['sendForApproval', 'update']);
    const yesterday = todayInKingdom(new Date(Date.now() - 86_400_000));
    await db
      .update(organizations)
      .set({ licenseDate: yesterday })
      .where(eq(organizations.id, kit.f.org.office));
    try {
      const refused = await callOf('sendForApproval', 'office');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(enUS['errors.licenceExpired']);
      expect((await row()).status).toBe('DRAFT');
    } finally {
      await db
        .update(organizations)
        .set({ licenseDate: office!.licenseDate })
        .where(eq(organizations.id, kit.f.org.office));
    }
  });

  it('of two people acting on one contract at once, exactly one succeeds and the other gets 409', async () => {
    for (const [first, second] of [
      ['approve', 'reject'],
      ['approve', 'approve'],
    ] as const) {
      await setState({ status: 'PENDING_APPROVAL', askedBy: null, pending: false });
      const answers = await Promise.all([callOf(first, 'agency-ph'), callOf(second, 'agency-ph')]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await row()).rowVersion).toBe(2);
    }
    await setState({ status: 'PENDING_CANCELLATION', askedBy: 'office', pending: false });
    const answers = await Promise.all([
      callOf('undoCancellation', 'office'),
      callOf('acceptCancellation', 'agency-ph'),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });
});
