// The scorecards' refresh (decision 0060) on the generated employment requests: their history is
// generated first (the data generator writes none), then every scorecard is computed while the
// office's list is asked one request at a time; its p95 must stay within the list's target. The
// generated history and the figures are removed afterwards, so the bench can run again.
import type pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { refreshScorecards } from '../../apps/api/src/modules/scorecards/refresh';
import { settingValue } from '../../apps/api/src/modules/settings/service';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from './list-bench';
import { summarise, thousands, timeGet, type RecordFigure } from './timing';

const CHUNK = 500_000;
/** The office list's target (decision 0034), kept while the refresh runs. */
const TARGET_P95_MS = 20;
/** Marks the generated history rows (the refresh reads only `status` and `arrivedOn`). */
const MARKER = 'benchScorecards';

/**
 * Each generated request's path to its status, the way the portal records it: a `create` entry
 * into PENDING_AGENCY, then one entry per step (through the embassy where the country uses the
 * approval flow), hours apart; an arrival with its day.
 */
const insertHistory = (client: pg.Client, from: number, to: number) =>
  client.query(
    `with paths(final, approval, steps) as (values
       ('PENDING_AGENCY', true, array[]::text[]), ('PENDING_AGENCY', false, array[]::text[]),
       ('PENDING_EMBASSY', true, array['PENDING_EMBASSY']),
       ('CONTRACTED', true, array['PENDING_EMBASSY', 'CONTRACTED']), ('CONTRACTED', false, array['CONTRACTED']),
       ('TICKET_BOOKED', true, array['PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED']),
       ('TICKET_BOOKED', false, array['CONTRACTED', 'TICKET_BOOKED']),
       ('ARRIVED', true, array['PENDING_EMBASSY', 'CONTRACTED', 'TICKET_BOOKED', 'ARRIVED']),
       ('ARRIVED', false, array['CONTRACTED', 'TICKET_BOOKED', 'ARRIVED']),
       ('REJECTED', true, array['REJECTED']), ('REJECTED', false, array['REJECTED']),
       ('CANCELLED', true, array['PENDING_EMBASSY', 'CONTRACTED', 'CANCELLED']),
       ('CANCELLED', false, array['CONTRACTED', 'CANCELLED']),
       ('EXPIRED', true, array['EXPIRED']), ('EXPIRED', false, array['EXPIRED'])
     ), steps as (
       select r.id, s.n, p.steps[s.n] as status, coalesce(p.steps[s.n - 1], 'PENDING_AGENCY') as was,
         r.created_at + s.n * ((r.id % 200) + 1) * interval '1 hour' as at
       from employment_requests r
       join paths p on p.final = r.status and p.approval = r.uses_approval_flow
       cross join lateral generate_series(0, cardinality(p.steps)) as s(n)
       where r.id between $1 and $2
         and not exists (select 1 from record_history h where h.entity_type = 'employmentRequest' and h.entity_id = r.id)
     )
     insert into record_history (entity_type, entity_id, action, changed_by, changed_at, changes)
     select 'employmentRequest', id, case when n = 0 then 'create' else 'update' end, null, at,
       jsonb_build_object('${MARKER}', true, 'status', case when n = 0
         then jsonb_build_object('from', null, 'to', 'PENDING_AGENCY')
         else jsonb_build_object('from', was, 'to', status) end)
       || case when status = 'ARRIVED'
         then jsonb_build_object('arrivedOn', jsonb_build_object('from', null, 'to', to_char(at, 'YYYY-MM-DD')))
         else '{}'::jsonb end
     from steps`,
    [from, to],
  );

/** The history of every request that has none yet (the generated ones); answers the rows added. */
export const generateScorecardHistory = async (client: pg.Client): Promise<number> => {
  const { rows } = await client.query<{ first: number; last: number }>(
    `select min(id) as first, max(id) as last from employment_requests`,
  );
  const { first, last } = rows[0]!;
  let inserted = 0;
  for (let from = first; from <= last; from += CHUNK) {
    inserted += (await insertHistory(client, from, Math.min(last, from + CHUNK - 1))).rowCount ?? 0;
  }
  await client.query(`analyze record_history`);
  return inserted;
};

/** Puts back what the bench added: the generated history and the figures computed from it. */
export const removeScorecardHistory = async (client: pg.Client) => {
  await client.query(
    `delete from record_history where entity_type = 'employmentRequest' and changes ? '${MARKER}'`,
  );
  await client.query(`delete from scorecard_figures`);
};

/** Generates the history, refreshes every scorecard while the office's list is asked, removes both. */
export const measureScorecardRefresh = async (
  baseUrl: string,
  databaseUrl: string,
  client: pg.Client,
  record: RecordFigure,
) => {
  const generated = performance.now();
  const inserted = await generateScorecardHistory(client);
  record(
    `scorecards: ${thousands(inserted)} history rows generated`,
    (performance.now() - generated) / 1000,
    's',
    'reference',
    true,
  );
  const { accessToken } = await signInWithPassword(baseUrl, 'office', 'demo');
  const headers = await establishmentHeaders(baseUrl, accessToken);
  const listUrl = `${baseUrl}/api/employment-requests?page=0&size=10`;
  const database = await openDatabase({ databaseUrl, poolSize: 2, statementTimeoutMs: 0 });
  const during: number[] = [];
  let refreshing = true;
  try {
    const deadlines = await settingValue(database.db, 'responseDeadlines');
    const started = performance.now();
    const refresh = refreshScorecards(database.db, deadlines).finally(() => {
      refreshing = false;
    });
    const asking = (async () => {
      while (refreshing) during.push(await timeGet(listUrl, headers));
    })();
    const figures = await refresh;
    const seconds = (performance.now() - started) / 1000;
    await asking;
    const total = (await client.query<{ n: string }>(`select count(*) as n from employment_requests`))
      .rows[0]!.n;
    record(
      `scorecards refresh over ${thousands(Number(total))} requests (${thousands(figures)} figures)`,
      seconds,
      's',
      'reference (every 10 minutes)',
      figures > 0,
    );
    const timing = summarise(during);
    record(
      `office list page 1 during the scorecards refresh (${during.length} asked), p95`,
      timing.p95,
      'ms',
      `<= ${TARGET_P95_MS} ms`,
      during.length > 0 && timing.p95 <= TARGET_P95_MS,
    );
  } finally {
    await database.close();
    await removeScorecardHistory(client);
  }
};
