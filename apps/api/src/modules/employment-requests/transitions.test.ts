import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import {
  EMPLOYMENT_REQUEST_STATUSES,
  type EmploymentRequestStatus,
} from '@portal/contracts/employment-requests/schemas';
import {
  EMPLOYMENT_REQUEST_POST_ACTIONS,
  EMPLOYMENT_REQUEST_REASON_KINDS,
  employmentRequestTransitions as declaration,
  requestTransitionRecord,
  type EmploymentRequestPostAction,
} from '@portal/contracts/employment-requests/transitions';
import type { Role } from '@portal/contracts/roles';
import { refusalOf } from '@portal/contracts/transitions/define';
import { requestActionAccess } from './action-routes';
import { makeRequest, snapshotOf, type MadeRequest, requestKit } from './request-fixtures.test-support';
import { addOrganizationUser } from '../../test-support/organization-users';

type State = { status: EmploymentRequestStatus; flow: boolean };
/** Every status; a request waiting on the agency with and without the embassy's approval flow. */
const STATES: State[] = EMPLOYMENT_REQUEST_STATUSES.flatMap((status): State[] =>
  status === 'PENDING_AGENCY' ? [true, false].map((flow) => ({ status, flow })) : [{ status, flow: true }],
);

/**
 * The callers, against a Philippine request of `office` with `agency-ph` in embassy-ph's office
 * location: whether each sees it (DOMAIN.md "Who sees what"), written out here, not read from scope.ts.
 */
const CALLERS = [
  { username: 'office', role: 'PRO_OFFICE', org: 'office', sees: true },
  { username: 'agency-ph', role: 'EPRO', org: 'agencyPh', sees: true },
  { username: 'embassy-ph', role: 'FOREIGN_EMBASSY', org: 'embassyPh', sees: true },
  { username: 'embassy-ph-noloc', role: 'FOREIGN_EMBASSY', org: null, sees: false },
  { username: 'company', role: 'PRO_COMPANY', org: 'company', sees: false },
  { username: 'agency-id', role: 'EPRO', org: 'agencyId', sees: false },
  { username: 'admin', role: 'ADMIN', org: null, sees: true },
  { username: 'fmol-ph', role: 'FMOL', org: null, sees: true },
  { username: 'integration-import', role: 'IMPORT', org: null, sees: true },
] as const satisfies readonly { username: string; role: Role; org: string | null; sees: boolean }[];
type Caller = (typeof CALLERS)[number];

const isReasoned = (action: string): action is keyof typeof EMPLOYMENT_REQUEST_REASON_KINDS =>
  action in EMPLOYMENT_REQUEST_REASON_KINDS;

/**
 * The one "Accept" button takes the variant the request's country allows; the one "Cancel" button
 * waits for the foreign-affairs confirmation from CONTRACTED or TICKET_BOOKED when the flag
 * pendingMofaCancellation is on (written out here, not read from the declaration).
 */
const resolved = (
  action: EmploymentRequestPostAction,
  state: State,
  mofa: boolean,
): EmploymentRequestPostAction => {
  if (action === 'accept' || action === 'acceptDirect') return state.flow ? 'accept' : 'acceptDirect';
  if (action === 'cancel' || action === 'cancelViaMofa')
    return mofa && (state.status === 'CONTRACTED' || state.status === 'TICKET_BOOKED')
      ? 'cancelViaMofa'
      : 'cancel';
  return action;
};
type ActionCallInput = { reasonId?: number; arrivedOn?: string };

describe.each([
  { mofa: false, flags: '' },
  { mofa: true, flags: 'pendingMofaCancellation' },
])(
  'employment request actions, every action × status × caller (pendingMofaCancellation $mofa)',
  ({ mofa, flags }) => {
    const kit = requestKit({ env: { FEATURE_FLAGS: flags } });
    beforeAll(async () => {
      await addOrganizationUser(kit.t.database.db, { username: 'integration-import', role: 'IMPORT' });
    });

    /** An action call: the reason as `?reasonId=`, the rest (an arrival's day) as the body. */
    const post = async (username: string, url: string, { reasonId, ...payload }: ActionCallInput) =>
      kit.t.app.inject({
        method: 'POST',
        url: reasonId === undefined ? url : `${url}?reasonId=${reasonId}`,
        headers: await kit.t.headersFor(username),
        payload,
      });

    const bodyOf = (action: EmploymentRequestPostAction): ActionCallInput =>
      isReasoned(action)
        ? {
            reasonId:
              EMPLOYMENT_REQUEST_REASON_KINDS[action] === 'REJECTION'
                ? kit.f.reason.rejection
                : kit.f.reason.cancellation,
          }
        : action === 'arrive'
          ? { arrivedOn: todayInKingdom() }
          : {};

    /** What the call must answer, from the route's access rule, the visibility above and the declaration. */
    const expectedCode = (action: EmploymentRequestPostAction, state: State, caller: Caller): number => {
      if (!requestActionAccess(action).roles?.includes(caller.role)) return 403;
      if (!caller.sees) return 404;
      const record = requestTransitionRecord(
        {
          status: state.status,
          officeId: kit.f.org.office,
          agencyId: kit.f.org.agencyPh,
          usesApprovalFlow: state.flow,
        },
        mofa,
      );
      const actor = {
        role: caller.role,
        organizationId: caller.org ? kit.f.org[caller.org] : -1,
        accessRights: [],
      };
      const refusal = refusalOf(declaration, resolved(action, state, mofa), record, actor);
      return refusal === null ? 200 : refusal === 'status' ? 409 : 403;
    };

    it('allowed actions succeed with their effects; refused ones answer 403, 404 or 409 and change nothing', async () => {
      const failures: string[] = [];
      let cells = 0;
      let allowed = 0;
      for (const state of STATES) {
        for (const action of EMPLOYMENT_REQUEST_POST_ACTIONS) {
          let made: MadeRequest | null = null;
          for (const caller of CALLERS) {
            made ??= await makeRequest(kit.t.database.db, kit.f, {
              status: state.status,
              usesApprovalFlow: state.flow,
            });
            const before = await snapshotOf(kit.t.database.db, made);
            const expected = expectedCode(action, state, caller);
            const startedAt = Date.now();
            const res = await post(
              caller.username,
              `/api/employment-requests/${made.id}/${action}`,
              bodyOf(action),
            );
            const after = await snapshotOf(kit.t.database.db, made);
            cells += 1;
            const cell = `${action} from ${state.status}${state.flow ? '' : ' (no flow)'} by ${caller.username}`;
            if (res.statusCode !== expected) {
              failures.push(`${cell}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 160)})`);
            } else if (expected !== 200) {
              if (JSON.stringify(after) !== JSON.stringify(before))
                failures.push(`${cell}: a refused call changed something`);
              if (typeof res.json().message !== 'string') failures.push(`${cell}: no message`);
            } else {
              allowed += 1;
              const taken = resolved(action, state, mofa);
              const to = declaration.actions[taken].to;
              const lets = to === 'REJECTED' || to === 'CANCELLED';
              const problems = [
                after.request.status !== to && `ended ${after.request.status}`,
                res.json().status !== to && `answered ${res.json().status}`,
                after.request.rowVersion !== before.request.rowVersion + 1 && 'row version not raised',
                after.requestHistory !== before.requestHistory + 1 && 'no history entry',
                after.visa.status !== (lets ? 'AVAILABLE' : 'USED') && `visa ${after.visa.status}`,
                after.visaHistory !== before.visaHistory + (lets ? 1 : 0) && 'visa history',
                after.candidate.status !==
                  (lets ? 'AVAILABLE' : to === 'ARRIVED' ? 'EMPLOYEE' : 'PROCESSING') &&
                  `candidate ${after.candidate.status}`,
                after.candidateHistory !== before.candidateHistory + (lets || to === 'ARRIVED' ? 1 : 0) &&
                  'candidate history',
                isReasoned(taken) && after.request.reasonId !== bodyOf(action).reasonId && 'reason not kept',
                isReasoned(taken) &&
                  res.json().reason?.id !== bodyOf(action).reasonId &&
                  'reason not answered',
                to === 'CONTRACTED' && !after.request.contractedAt && 'no contract date',
                taken === 'rejectMofaCancellation' &&
                  after.request.contractedAt?.getTime() !== before.request.contractedAt?.getTime() &&
                  'contract date changed',
                taken === 'rejectMofaCancellation' && after.request.reasonId !== null && 'reason kept',
                to === 'PENDING_EMBASSY'
                  ? Math.abs((after.request.respondBy?.getTime() ?? 0) - startedAt - 14 * DAY_MS) > 60_000 &&
                    `respondBy ${after.request.respondBy?.toISOString()}`
                  : after.request.respondBy !== null && 'respondBy kept',
              ].filter(Boolean);
              if (problems.length > 0) failures.push(`${cell}: ${problems.join(', ')}`);
              made = null;
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(cells).toBe(STATES.length * EMPLOYMENT_REQUEST_POST_ACTIONS.length * CALLERS.length);
      // Each allowed (status, action, party) is walked: accept by flow, reasons, the arrival by admin too.
      expect(allowed).toBeGreaterThanOrEqual(14);
      if (mofa) expect(allowed).toBeGreaterThanOrEqual(18);
    }, 600_000);

    it('refuses a reasoned action without a reason, or with one of the wrong kind or inactive (400 on reasonId)', async () => {
      const made = await makeRequest(kit.t.database.db, kit.f);
      const before = await snapshotOf(kit.t.database.db, made);
      for (const body of [
        {},
        { reasonId: kit.f.reason.cancellation },
        { reasonId: kit.f.reason.suspension },
        { reasonId: 999_999 },
      ]) {
        const res = await post('agency-ph', `/api/employment-requests/${made.id}/reject`, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().fieldErrors.reasonId).toHaveLength(1);
      }
      const arabic = await kit.t.app.inject({
        method: 'POST',
        url: `/api/employment-requests/${made.id}/reject`,
        headers: { ...(await kit.t.headersFor('agency-ph')), 'accept-language': 'ar-SA' },
      });
      expect(arabic.json().fieldErrors.reasonId[0]).toMatch(/[\u0600-\u06FF]/);
      expect(await snapshotOf(kit.t.database.db, made)).toEqual(before);
    });

    it('names the current status in the 409, in the caller language', async () => {
      const made = await makeRequest(kit.t.database.db, kit.f, { status: 'CONTRACTED' });
      const res = await post('agency-ph', `/api/employment-requests/${made.id}/accept`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('contracted');
    });
  },
);
