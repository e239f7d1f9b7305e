import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import type { EmploymentRequestPostAction } from '@portal/contracts/employment-requests/transitions';
import { candidates, clocks, countryQuotas, employmentRequests, reasons, visas } from '../../db/schema/index';
import { isAppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { changeCandidateStatus } from '../hr-pool-candidates/transitions';
import { settingValue } from '../settings/service';
import { decideRequest } from './actions';
import { sweepExpiredRequests } from './expiry-sweep';
import { ticketBookerOf } from './ticket-booking';
import { newRequestsPerQuota } from './providers';
import { sessionOf } from '../../test-support/sessions';
import { quotaMonthOf, submitRequests } from './submit';
import {
  loadWizardFixtures,
  newContract,
  newJob,
  newNationalId,
  submitBody,
  type WizardFixtures,
} from './wizard-fixtures.test-support';

type Who = 'office' | 'agency' | 'embassy' | 'admin';
type Slot = 'AVAILABLE' | 'USED' | 'PROCESSING' | 'EMPLOYEE';
type Model = {
  flow: boolean;
  requests: { status: EmploymentRequestStatus; visa: number; candidate: number }[];
  visas: Slot[];
  candidates: Slot[];
  quotaUsed: number;
  quotaMax: number;
};
type Step =
  | { kind: 'submit'; visa: number; candidate: number }
  | { kind: 'act'; request: number; who: Who; action: ModelAction }
  | { kind: 'expire'; request: number };

/** The people's actions: the generic POST ones and bookTicket (the booking module's, after the partner). */
type ModelAction = EmploymentRequestPostAction | 'bookTicket';

const ACTIONS: ModelAction[] = [
  'accept',
  'acceptDirect',
  'reject',
  'approve',
  'embassyReject',
  'bookTicket',
  'arrive',
  'cancel',
  'cancelViaMofa',
  'confirmMofaCancellation',
  'rejectMofaCancellation',
];
const WHO: Who[] = ['office', 'agency', 'embassy', 'admin'];
const PARTY_OF: Record<ModelAction, Who> = {
  accept: 'agency',
  acceptDirect: 'agency',
  reject: 'agency',
  approve: 'embassy',
  embassyReject: 'embassy',
  bookTicket: 'office',
  arrive: 'office',
  cancel: 'office',
  cancelViaMofa: 'office',
  confirmMofaCancellation: 'admin',
  rejectMofaCancellation: 'admin',
};
const LETTING_GO = new Set<EmploymentRequestStatus>(['REJECTED', 'CANCELLED', 'EXPIRED']);

/**
 * DOMAIN.md "Employment requests", written out by hand: the status after the step, or null when
 * it is refused. "Accept" is one button: to the embassy where the country uses the approval flow.
 */
const nextStatus = (
  s: EmploymentRequestStatus,
  who: Who,
  action: ModelAction,
  flow: boolean,
): EmploymentRequestStatus | null => {
  switch (action) {
    case 'accept':
    case 'acceptDirect':
      return who === 'agency' && s === 'PENDING_AGENCY' ? (flow ? 'PENDING_EMBASSY' : 'CONTRACTED') : null;
    case 'reject':
      return who === 'agency' && s === 'PENDING_AGENCY' ? 'REJECTED' : null;
    case 'approve':
      return who === 'embassy' && s === 'PENDING_EMBASSY' ? 'CONTRACTED' : null;
    case 'embassyReject':
      return who === 'embassy' && s === 'PENDING_EMBASSY' ? 'REJECTED' : null;
    case 'bookTicket':
      return who === 'office' && s === 'CONTRACTED' ? 'TICKET_BOOKED' : null;
    case 'arrive':
      return (who === 'office' || who === 'admin') && s === 'TICKET_BOOKED' ? 'ARRIVED' : null;
    // The flag pendingMofaCancellation is off here: "Cancel" cancels directly, nothing waits on the ministry.
    case 'cancel':
    case 'cancelViaMofa':
      return who === 'office' &&
        ['PENDING_AGENCY', 'PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED'].includes(s)
        ? 'CANCELLED'
        : null;
    case 'confirmMofaCancellation':
      return who === 'admin' && s === 'PENDING_MOFA_CANCELLATION' ? 'CANCELLED' : null;
    case 'rejectMofaCancellation':
      return who === 'admin' && s === 'PENDING_MOFA_CANCELLATION' ? 'CONTRACTED' : null;
  }
};

/** The model after a step (a new object), and whether the step should be refused. */
const applyModel = (m: Model, step: Step): { model: Model; refused: boolean } => {
  const model: Model = {
    ...m,
    requests: m.requests.map((r) => ({ ...r })),
    visas: [...m.visas],
    candidates: [...m.candidates],
  };
  const settle = (index: number, status: EmploymentRequestStatus) => {
    const request = model.requests[index]!;
    request.status = status;
    if (LETTING_GO.has(status)) {
      model.visas[request.visa] = 'AVAILABLE';
      model.candidates[request.candidate] = 'AVAILABLE';
    }
    if (status === 'ARRIVED') model.candidates[request.candidate] = 'EMPLOYEE';
  };
  if (step.kind === 'submit') {
    const free =
      model.visas[step.visa] === 'AVAILABLE' &&
      model.candidates[step.candidate] === 'AVAILABLE' &&
      model.quotaUsed < model.quotaMax;
    if (!free) return { model, refused: true };
    model.requests.push({ status: 'PENDING_AGENCY', visa: step.visa, candidate: step.candidate });
    model.visas[step.visa] = 'USED';
    model.candidates[step.candidate] = 'PROCESSING';
    model.quotaUsed += 1;
    return { model, refused: false };
  }
  const request = model.requests[step.request];
  if (!request) return { model, refused: true };
  if (step.kind === 'expire') {
    if (request.status === 'PENDING_AGENCY' || request.status === 'PENDING_EMBASSY')
      settle(step.request, 'EXPIRED');
    return { model, refused: false };
  }
  const to = nextStatus(request.status, step.who, step.action, model.flow);
  if (to === null) return { model, refused: true };
  settle(step.request, to);
  return { model, refused: false };
};

/** A small seeded generator (mulberry32), so a failure names a sequence that replays. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), a | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const SEQUENCES = Number(process.env.MODEL_SEQUENCES ?? 1_000);
const VISAS = 2;
const CANDIDATES = 3;

describe('employment requests against a model (status, visa, candidate, quota)', () => {
  let t: TestApp;
  let f: WizardFixtures;
  const sessions = {} as Record<
    'office' | 'agencyPh' | 'agencyId' | 'embassy' | 'admin',
    EstablishmentSession
  >;
  let jobId: number;
  let worldNumber = Math.floor(Math.random() * 1_000_000);
  const reasonOf = { REJECTION: 0, CANCELLATION: 0 };
  beforeAll(async () => {
    t = await createTestApp();
    f = await loadWizardFixtures(t);
    const { db } = t.database;
    sessions.office = await sessionOf(db, 'office');
    sessions.agencyPh = await sessionOf(db, 'agency-ph');
    sessions.agencyId = await sessionOf(db, 'agency-id');
    sessions.embassy = await sessionOf(db, 'embassy-ph');
    sessions.admin = await sessionOf(db, 'admin');
    for (const kind of ['REJECTION', 'CANCELLATION'] as const) {
      const [reason] = await db
        .select({ id: reasons.id })
        .from(reasons)
        .where(and(eq(reasons.kind, kind), eq(reasons.active, true)))
        .limit(1);
      reasonOf[kind] = reason!.id;
    }
    jobId = await newJob(t);
    const line = [{ jobId, gender: 'FEMALE' as const, monthlySalary: 1500, recruitmentFee: 12500 }];
    await newContract(
      t,
      f,
      { officeId: f.org.office, agencyId: f.org.agencyPh, countryId: f.country.PHL },
      line,
    );
    await newContract(
      t,
      f,
      { officeId: f.org.office, agencyId: f.org.agencyId, countryId: f.country.IDN },
      line,
    );
  });
  afterAll(async () => t?.close());

  const options = () => ({ database: t.database, changeCandidateStatus, settingValue });

  /** Requests made this month per country, read once; the sequences' own submissions are counted on. */
  const made = new Map<number, number>();
  /** Sets the country's quota this month so that `room` more requests fit; answers the count made. */
  const quotaWithRoom = async (countryId: number, room: number) => {
    const month = quotaMonthOf(new Date());
    if (!made.has(countryId))
      made.set(countryId, (await newRequestsPerQuota(t.database.db, [{ countryId, month }]))[0]!);
    const used = made.get(countryId)!;
    await t.database.db
      .insert(countryQuotas)
      .values({ countryId, month, maximum: used + room })
      .onConflictDoUpdate({
        target: [countryQuotas.countryId, countryQuotas.month],
        set: { maximum: used + room },
      });
    return used;
  };

  it(
    `agrees with the model on ${SEQUENCES.toLocaleString('en')} random sequences`,
    { timeout: 900_000 },
    async () => {
      const { db } = t.database;
      const random = prng(13);
      const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
      const divergences: string[] = [];
      let steps = 0;
      for (let sequence = 0; sequence < SEQUENCES && divergences.length < 5; sequence += 1) {
        const flow = random() < 0.5;
        const countryId = flow ? f.country.PHL : f.country.IDN;
        const agency = flow ? sessions.agencyPh : sessions.agencyId;
        const nationalId = newNationalId();
        const [visaRows, candidateRows] = await newWorldRows(nationalId, countryId, agency.organization.id);
        const room = 1 + Math.floor(random() * 3);
        const used = await quotaWithRoom(countryId, room);
        let model: Model = {
          flow,
          requests: [],
          visas: visaRows.map(() => 'AVAILABLE'),
          candidates: candidateRows.map(() => 'AVAILABLE'),
          quotaUsed: used,
          quotaMax: used + room,
        };
        const ids: number[] = [];
        const length = 3 + Math.floor(random() * 5);
        for (let s = 0; s < length; s += 1) {
          // Steps lean towards what moves a request forward, so the sequences reach the later statuses.
          const roll = random();
          const action = pick(ACTIONS);
          const step: Step =
            roll < 0.1 || model.requests.length === 0
              ? {
                  kind: 'submit',
                  visa: Math.floor(random() * VISAS),
                  candidate: Math.floor(random() * CANDIDATES),
                }
              : roll < 0.18
                ? { kind: 'expire', request: Math.floor(random() * model.requests.length) }
                : {
                    kind: 'act',
                    request: Math.floor(random() * model.requests.length),
                    // Mostly the party the action belongs to, sometimes anyone.
                    who: random() < 0.75 ? PARTY_OF[action] : pick(WHO),
                    action,
                  };
          const expected = applyModel(model, step);
          let refused = false;
          try {
            if (step.kind === 'submit') {
              const body = submitBody(nationalId, [
                { visaId: visaRows[step.visa]!, candidateId: candidateRows[step.candidate]! },
              ]);
              const answer = await submitRequests(options(), sessions.office, body, 'en-US');
              ids.push(...answer.ids);
            } else if (step.kind === 'expire') {
              await db
                .update(employmentRequests)
                .set({ respondBy: new Date(Date.now() - 60_000) })
                .where(
                  and(
                    eq(employmentRequests.id, ids[step.request]!),
                    inArray(employmentRequests.status, ['PENDING_AGENCY', 'PENDING_EMBASSY']),
                  ),
                );
              // Its answer clock ran out too (decision 0056: a running one holds the request).
              await db
                .update(clocks)
                .set({ state: 'breached', dueAt: new Date(Date.now() - 60_000) })
                .where(
                  and(
                    eq(clocks.subjectType, 'employmentRequest'),
                    eq(clocks.subjectId, ids[step.request]!),
                    isNull(clocks.metAt),
                    isNull(clocks.closedAt),
                  ),
                );
              await sweepExpiredRequests(db);
            } else {
              const session = {
                office: sessions.office,
                agency: agency,
                embassy: sessions.embassy,
                admin: sessions.admin,
              }[step.who];
              const reasonId =
                reasonOf[
                  step.action === 'cancel' || step.action === 'cancelViaMofa' ? 'CANCELLATION' : 'REJECTION'
                ];
              if (step.action === 'bookTicket') {
                await db.transaction((tx) => ticketBookerOf(options())(tx, session, ids[step.request]!));
              } else {
                await decideRequest(db, options(), {
                  session,
                  id: ids[step.request]!,
                  requested: step.action,
                  input: { reasonId },
                  language: 'en-US',
                });
              }
            }
          } catch (error) {
            if (!isAppError(error)) throw error;
            refused = true;
          }
          steps += 1;
          const label = `sequence ${sequence} step ${s} ${JSON.stringify(step)}`;
          if (refused !== expected.refused) {
            divergences.push(
              `${label}: ${refused ? 'refused' : 'taken'}, model ${expected.refused ? 'refuses' : 'takes'}`,
            );
            break;
          }
          model = expected.model;
          made.set(countryId, model.quotaUsed);
          const actual = {
            ...(await statusesOf(ids, visaRows, candidateRows)),
            quotaUsed:
              step.kind === 'submit'
                ? (await newRequestsPerQuota(db, [{ countryId, month: quotaMonthOf(new Date()) }]))[0]
                : model.quotaUsed,
          };
          const wanted = {
            requests: model.requests.map((r) => r.status),
            visas: model.visas,
            candidates: model.candidates,
            quotaUsed: model.quotaUsed,
          };
          if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
            divergences.push(`${label}: ${JSON.stringify(actual)} != model ${JSON.stringify(wanted)}`);
            break;
          }
        }
      }
      expect(divergences).toEqual([]);
      expect(steps).toBeGreaterThanOrEqual(SEQUENCES * 3);
    },
  );

  /** The statuses of the sequence's requests, visas and candidates, in id order, in one query. */
  const statusesOf = async (ids: number[], visaIds: number[], candidateIds: number[]) => {
    const list = (values: number[]) =>
      sql.join(
        (values.length > 0 ? values : [-1]).map((v) => sql`${v}`),
        sql`, `,
      );
    const result = (await t.database.db.execute(sql`
      select
        (select coalesce(json_agg(status order by id), '[]') from ${employmentRequests} where id in (${list(ids)})) as requests,
        (select json_agg(status order by id) from ${visas} where id in (${list(visaIds)})) as visas,
        (select json_agg(status order by id) from ${candidates} where id in (${list(candidateIds)})) as candidates
    `)) as unknown as { rows: { requests: string[]; visas: string[]; candidates: string[] }[] };
    return result.rows[0]!;
  };

  /** The sequence's visas of one employer and candidates of the agency, in two statements. */
  const newWorldRows = async (nationalId: string, countryId: number, agencyId: number) => {
    const { db } = t.database;
    worldNumber += 1;
    const visaIds = await db
      .insert(visas)
      .values(
        Array.from({ length: VISAS }, (_, i) => ({
          number: `8${String(worldNumber).padStart(7, '0')}${i}`,
          employerId: nationalId,
          countryId,
          jobId,
          gender: 'FEMALE' as const,
          issueDate: '2026-01-01',
          expiryDate: '2030-12-31',
        })),
      )
      .returning({ id: visas.id });
    const candidateIds = await db
      .insert(candidates)
      .values(
        Array.from({ length: CANDIDATES }, (_, i) => ({
          agencyId,
          countryId,
          jobId,
          gender: 'FEMALE' as const,
          passportNumber: `MT${worldNumber}x${i}`,
          passportExpiry: '2031-01-01',
          nameAr: `مرشحة ${worldNumber}`,
          nameEn: `Candidate ${worldNumber}-${i}`,
          birthDate: '1995-05-05',
          religion: 'CHRISTIANITY' as const,
          maritalStatus: 'SINGLE' as const,
          education: 'SECONDARY' as const,
          expectedSalary: 1500,
          createdBy: f.userId,
          updatedBy: f.userId,
        })),
      )
      .returning({ id: candidates.id });
    return [visaIds.map((row) => row.id), candidateIds.map((row) => row.id)] as const;
  };
});
