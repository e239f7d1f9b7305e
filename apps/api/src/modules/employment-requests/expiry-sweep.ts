import { sql } from 'drizzle-orm';
import { candidateTransitions } from '@portal/contracts/hr-pool/candidate-transitions';
import { employmentRequestTransitions } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { executeNamed } from '../../db/named-statements';
import {
  candidates,
  clocks,
  employmentRequests as requests,
  recordHistory,
  visas,
} from '../../db/schema/index';
import { VISA_STATUS } from '@portal/contracts/visas';
import { ANSWER_CLOCK_OF } from './request-clocks';

/** Requests expired per statement: one short transaction each, so the API is never held up long. */
export const SWEEP_BATCH = 500;

const expire = employmentRequestTransitions.actions.expire;
const release = candidateTransitions.actions.release;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * One batch in one statement: the due requests still waiting for an answer, picked `FOR UPDATE SKIP
 * LOCKED` (several API instances sweep side by side without waiting for or doubling each other; a
 * request a person is answering right now is left to the next sweep), become EXPIRED; their visas
 * go back to AVAILABLE and their candidates are released (the declared release, guarded by its
 * starting status); the history rows of the requests, visas and candidates name no person (the portal).
 */
const sweepBatch = async (db: Database, now: Date, size: number): Promise<number> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Prepared once per connection (decision 0034): planning this statement over the fifteen indexes of
  // the requests and the tables it joins took longer than running a batch of it.
  const [result] = await executeNamed(
    db,
    sql`
    with due as (
      select ${requests.id} as id, ${requests.status} as was
      from ${requests}
      where ${requests.status} in (${list(expire.from)}) and ${requests.respondBy} < ${at}
        -- An answer clock still running or paused (an outage gave time back) holds it: only a
        -- breached one, or none (a request from before the clocks), lets it expire.
        and not exists (
          select 1 from ${clocks} as c
          where c.subject_type = 'employmentRequest' and c.subject_id = ${requests.id}
            and c.obligation in (${list(Object.values(ANSWER_CLOCK_OF))})
            and c.met_at is null and c.closed_at is null and c.state <> 'breached'
        )
      order by ${requests.respondBy}
      -- The size written out: a generic plan for a bound limit guesses a tenth of the table, joins
      -- the visas by a merge over all of them and compiles itself (JIT) at every batch.
      limit ${sql.raw(String(Math.trunc(size)))}
      for update skip locked
    ), expired as (
      update ${requests} as r
      set status = ${expire.to}, respond_by = null, row_version = r.row_version + 1, updated_at = ${at}
      from due where r.id = due.id
      returning r.id, due.was, r.visa_id, r.candidate_id
    ), ended_clocks as (
      -- The breached answer clock ends with the request, still breached.
      update ${clocks} as c set closed_at = ${at}, updated_at = ${at}
      from expired e
      where c.subject_type = 'employmentRequest' and c.subject_id = e.id
        and c.met_at is null and c.closed_at is null
      returning c.id
    ), freed_visas as (
      update ${visas} as v set status = ${VISA_STATUS.AVAILABLE}, updated_at = ${at}
      from expired e where v.id = e.visa_id and v.status = ${VISA_STATUS.USED}
      returning v.id
    ), released as (
      -- The declared release starts from one status (PROCESSING): the history names it.
      update ${candidates} as c
      set status = ${release.to}, row_version = c.row_version + 1, updated_at = ${at}
      from expired e where c.id = e.candidate_id and c.status in (${list(release.from)})
      returning c.id
    ), request_history as (
      insert into ${recordHistory} (entity_type, entity_id, action, changed_by, changed_at, changes)
      select 'employmentRequest', e.id, 'update', null, ${at},
        jsonb_build_object('status', jsonb_build_object('from', e.was, 'to', ${expire.to}::text))
      from expired e
    ), visa_history as (
      insert into ${recordHistory} (entity_type, entity_id, action, changed_by, changed_at, changes)
      select 'visa', v.id, 'update', null, ${at},
        jsonb_build_object('status', jsonb_build_object('from', ${VISA_STATUS.USED}::text, 'to', ${VISA_STATUS.AVAILABLE}::text))
      from freed_visas v
    ), candidate_history as (
      insert into ${recordHistory} (entity_type, entity_id, action, changed_by, changed_at, changes)
      select 'candidate', c.id, 'update', null, ${at},
        jsonb_build_object('status', jsonb_build_object('from', ${release.from[0]}::text, 'to', ${release.to}::text))
      from released c
    )
    select count(*)::int as expired from expired
  `,
  );
  return Number(result?.expired ?? 0);
};

/**
 * Expires every request whose answer is overdue (`respondBy` before `now` and its answer clock, if
 * it has one, breached: decision 0056), batch by batch, and
 * answers how many expired. Safe to run on several instances at once, and again: a request expires once.
 */
export const sweepExpiredRequests = async (
  db: Database,
  now: Date = new Date(),
  batchSize: number = SWEEP_BATCH,
): Promise<number> => {
  let total = 0;
  for (;;) {
    const expired = await sweepBatch(db, now, batchSize);
    total += expired;
    if (expired < batchSize) return total;
  }
};
