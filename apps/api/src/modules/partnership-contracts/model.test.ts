import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import {
  contractTransitionRecord,
  partnershipContractTransitions as declaration,
  type PartnershipContractAction,
} from '@portal/contracts/partnership-contracts/transitions';
import { refusalOf, type Actor } from '@portal/contracts/transitions/define';
import { contractBody, contractKit } from './contract-fixtures.test-support';

type Who = 'office' | 'agency' | 'admin';
type State = { status: PartnershipContractStatus; askedBy: 'office' | 'agency' | null; pending: boolean };
type Step = { who: Who; action: PartnershipContractAction };

const START: State = { status: 'DRAFT', askedBy: null, pending: false };

/**
 * DOMAIN.md "Partnership contracts" written out by hand, independently of the declaration: the
 * state after the step, or null when the step is refused.
 */
const model = (s: State, { who, action }: Step): State | null => {
  const side = who === 'admin' ? null : who;
  switch (action) {
    case 'sendForApproval':
      return who === 'office' && s.status === 'DRAFT' ? { ...s, status: 'PENDING_APPROVAL' } : null;
    case 'approve':
      return who === 'agency' && s.status === 'PENDING_APPROVAL' ? { ...s, status: 'ACTIVE' } : null;
    case 'reject':
      return who === 'agency' && s.status === 'PENDING_APPROVAL' ? { ...s, status: 'REJECTED' } : null;
    case 'update':
      return who === 'office' && (s.status === 'DRAFT' || s.status === 'REJECTED')
        ? { ...s, status: 'DRAFT' }
        : null;
    case 'amend':
      return who === 'office' && s.status === 'ACTIVE' ? { ...s, pending: true } : null;
    case 'cancel':
      return side && s.status === 'ACTIVE' ? { ...s, status: 'PENDING_CANCELLATION', askedBy: side } : null;
    case 'acceptCancellation':
      return side && s.status === 'PENDING_CANCELLATION' && s.askedBy !== side
        ? { ...s, status: 'CANCELLED' }
        : null;
    case 'rejectCancellation':
      return side && s.status === 'PENDING_CANCELLATION' && s.askedBy !== side
        ? { ...s, status: 'ACTIVE', askedBy: null }
        : null;
    case 'undoCancellation':
      return side && s.status === 'PENDING_CANCELLATION' && s.askedBy === side
        ? { ...s, status: 'ACTIVE', askedBy: null }
        : null;
    case 'confirm':
      return who !== 'office' && s.status === 'ACTIVE' && s.pending ? { ...s, pending: false } : null;
  }
};

/** Actions only the office takes: the agency is refused at the door (403), before the contract is read. */
const OFFICE_ONLY: readonly PartnershipContractAction[] = ['sendForApproval', 'update', 'amend'];

/**
 * How the API refuses a step the model refuses: a DRAFT is the office's until sent (DOMAIN.md
 * "Partnership contracts"), so the agency gets 404 on it for an action it may call at all.
 */
const refusedWith = (s: State, { who, action }: Step): number[] => {
  if (who === 'agency' && OFFICE_ONLY.includes(action)) return [403];
  if (who === 'agency' && s.status === 'DRAFT') return [404];
  return [403, 409];
};

const ORG = { office: 1, agency: 2, admin: 3 } as const;
const ROLE = { office: 'PRO_OFFICE', agency: 'EPRO', admin: 'ADMIN' } as const;

/** The declaration's answer, with the side effects the service gives each action. */
const declared = (s: State, { who, action }: Step): State | null => {
  const actor: Actor = { role: ROLE[who], organizationId: ORG[who], accessRights: [] };
  const record = contractTransitionRecord({
    status: s.status,
    officeId: ORG.office,
    agencyId: ORG.agency,
    cancellationAskedBy: s.askedBy ? ORG[s.askedBy] : null,
    hasPendingUpdate: s.pending,
  });
  if (refusalOf(declaration, action, record, actor) !== null) return null;
  const status = declaration.actions[action].to;
  if (action === 'cancel') return { ...s, status, askedBy: who === 'admin' ? null : who };
  if (action === 'rejectCancellation' || action === 'undoCancellation')
    return { ...s, status, askedBy: null };
  if (action === 'amend') return { ...s, status, pending: true };
  if (action === 'confirm') return { ...s, status, pending: false };
  return { ...s, status };
};

const ACTIONS = Object.keys(declaration.actions) as PartnershipContractAction[];
const stepArbitrary = fc.record({
  who: fc.constantFrom<Who>('office', 'agency', 'admin'),
  action: fc.constantFrom(...ACTIONS),
});

describe('partnership contracts against a model (fast-check)', () => {
  it('the declaration agrees with the model on 2,000 random sequences', () => {
    let sequences = 0;
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 30 }), (steps) => {
        sequences += 1;
        let state = START;
        for (const step of steps) {
          const expected = model(state, step);
          expect(declared(state, step)).toEqual(expected);
          state = expected ?? state;
        }
      }),
      { numRuns: 2_000 },
    );
    expect(sequences).toBeGreaterThanOrEqual(2_000);
  });

  describe('through the API', () => {
    const kit = contractKit();
    const { call } = kit;

    const USER = { office: 'office', agency: 'agency-ph', admin: 'admin' } as const;
    const send = (id: number, { who, action }: Step) => {
      const user = USER[who];
      if (action === 'confirm') return call(user, 'PUT', `/api/partnership/contracts/${id}/confirm`);
      if (action === 'update' || action === 'amend') {
        return call(user, 'PUT', `/api/partnership/contracts/${id}`, contractBody(kit.f, 'agencyPh', 1600));
      }
      const reason = action === 'reject' ? kit.f.reason.rejection : kit.f.reason.cancellation;
      return call(user, 'POST', `/api/partnership/contracts/${id}/${action}?reasonId=${reason}`);
    };

    it('the API agrees with the model on random sequences (status, pending update, who asked)', async () => {
      // Steps biased towards the happy path, so the sequences reach the later states.
      const pathStep = fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom<Step>(
            { who: 'office', action: 'sendForApproval' },
            { who: 'agency', action: 'approve' },
            { who: 'office', action: 'amend' },
            { who: 'agency', action: 'confirm' },
            { who: 'office', action: 'cancel' },
            { who: 'agency', action: 'cancel' },
          ),
        },
        { weight: 2, arbitrary: stepArbitrary },
      );
      await fc.assert(
        fc.asyncProperty(fc.array(pathStep, { minLength: 3, maxLength: 10 }), async (steps) => {
          const created = await call(
            'office',
            'POST',
            '/api/partnership/contracts/create',
            contractBody(kit.f),
          );
          const id = created.json().id as number;
          let state = START;
          for (const drawn of steps) {
            // One PUT: it amends an ACTIVE contract and updates any other.
            const put = drawn.action === 'update' || drawn.action === 'amend';
            const step: Step = put
              ? { ...drawn, action: state.status === 'ACTIVE' ? 'amend' : 'update' }
              : drawn;
            const expected = model(state, step);
            const res = await send(id, step);
            const label = `${step.who} ${step.action} from ${JSON.stringify(state)}`;
            if (expected === null) {
              expect(refusedWith(state, step), label).toContain(res.statusCode);
              continue;
            }
            expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(200);
            const body = res.json();
            expect(
              {
                status: body.status,
                pending: body.hasPendingUpdate,
                askedBy: body.cancellation?.askedBy ?? null,
              },
              label,
            ).toEqual({
              status: expected.status,
              pending: expected.pending,
              askedBy:
                expected.status === 'PENDING_CANCELLATION' || expected.status === 'CANCELLED'
                  ? expected.askedBy?.toUpperCase()
                  : null,
            });
            state = expected;
          }
        }),
        { numRuns: 25 },
      );
      // About 150 calls: on a busy shared machine (decision 0021) they take longer than the default 30 s.
    }, 180_000);
  });
});
