// Rows for the two writes, made by SQL on the bench database: copies of a demo row, one per call
// (a request is accepted once, a contract approved once). Each pool is made in one statement per
// table, so its ids are contiguous (checked), and dropped again by its id range.
import type pg from 'pg';

export type Pool = { first: number; count: number };

const columnsOf = async (client: pg.Client, table: string) => {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and column_name <> 'id' and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
};

/**
 * `count` copies of the template row (`overrides` give SQL expressions over the template `t` and
 * the copy's number `g`, 1-based), inserted in one statement; answers the first id.
 */
const copyRows = async (
  client: pg.Client,
  table: string,
  templateId: number,
  count: number,
  overrides: Record<string, string>,
): Promise<Pool> => {
  const columns = await columnsOf(client, table);
  const values = columns.map((column) => overrides[column] ?? `t."${column}"`);
  const { rows } = await client.query<{ id: number }>(
    `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     select ${values.join(', ')} from "${table}" t, generate_series(1, $2::int) g where t.id = $1 order by g
     returning id`,
    [templateId, count],
  );
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const first = ids[0]!;
  if (ids.length !== count || ids[ids.length - 1]! - first + 1 !== count)
    throw new Error(
      `${table}: ${ids.length} copies, ids ${first}-${ids[ids.length - 1]}; expected contiguous`,
    );
  return { first, count };
};

const inPool = (pool: Pool, column = 'id') =>
  `${column} between ${pool.first} and ${pool.first + pool.count - 1}`;

/** An agency-ph request waiting on the agency in a country with the approval flow (accept → PENDING_EMBASSY). */
export const requestTemplate = async (client: pg.Client, agencyId: number): Promise<number> => {
  const { rows } = await client.query<{ id: number }>(
    `select id from employment_requests where agency_id = $1 and status = 'PENDING_AGENCY' and uses_approval_flow
     order by id limit 1`,
    [agencyId],
  );
  if (!rows[0]) throw new Error('the demo data has no PENDING_AGENCY request with the approval flow');
  return rows[0].id;
};

export type RequestPool = { requests: Pool; candidates: Pool; visas: Pool };

/**
 * `count` PENDING_AGENCY requests like the template, each with its own candidate and visa (a
 * waiting request holds both: the partial unique indexes), deadlines 30 days ahead.
 */
export const makeRequestPool = async (
  client: pg.Client,
  templateId: number,
  count: number,
): Promise<RequestPool> => {
  const { rows } = await client.query<{ candidate_id: number; visa_id: number }>(
    `select candidate_id, visa_id from employment_requests where id = $1`,
    [templateId],
  );
  const template = rows[0]!;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const candidates = await copyRows(client, 'candidates', template.candidate_id, count, {
    passport_number: `'SBS${stamp}' || lpad(g::text, 7, '0')`,
  });
  const visas = await copyRows(client, 'visas', template.visa_id, count, {
    number: `'7${stamp}' || lpad(g::text, 7, '0')`,
  });
  const requests = await copyRows(client, 'employment_requests', templateId, count, {
    candidate_id: `${candidates.first} + g - 1`,
    visa_id: `${visas.first} + g - 1`,
    status: `'PENDING_AGENCY'`,
    respond_by: `now() + interval '30 days'`,
    row_version: '1',
    bulk_id: 'null',
    reason_id: 'null',
    contracted_at: 'null',
  });
  return { requests, candidates, visas };
};

/** How many of the pool's requests the agency accepted (moved on from PENDING_AGENCY). */
export const acceptedIn = async (client: pg.Client, pool: RequestPool): Promise<number> =>
  Number(
    (
      await client.query<{ n: string }>(
        `select count(*) as n from employment_requests where ${inPool(pool.requests)} and status <> 'PENDING_AGENCY'`,
      )
    ).rows[0]!.n,
  );

export const dropRequestPool = async (client: pg.Client, pool: RequestPool): Promise<void> => {
  await client.query(
    `delete from record_history where entity_type = 'employmentRequest' and ${inPool(pool.requests, 'entity_id')}`,
  );
  await client.query(`delete from employment_requests where ${inPool(pool.requests)}`);
  await client.query(`delete from visas where ${inPool(pool.visas)}`);
  await client.query(`delete from candidates where ${inPool(pool.candidates)}`);
  await client.query(`vacuum (analyze) employment_requests, visas, candidates, record_history`);
};

/** An agency-ph contract waiting for its approval (the demo data has one). */
export const contractTemplate = async (client: pg.Client, agencyId: number): Promise<number> => {
  const { rows } = await client.query<{ id: number }>(
    `select id from partnership_contracts where agency_id = $1 and status = 'PENDING_APPROVAL' order by id limit 1`,
    [agencyId],
  );
  if (!rows[0]) throw new Error('the demo data has no PENDING_APPROVAL contract of agency-ph');
  return rows[0].id;
};

/** `count` PENDING_APPROVAL copies of the template contract with its price lines. */
export const makeContractPool = async (
  client: pg.Client,
  templateId: number,
  count: number,
): Promise<Pool> => {
  const contracts = await copyRows(client, 'partnership_contracts', templateId, count, {
    number: 'null',
    status: `'PENDING_APPROVAL'`,
    row_version: '1',
    terms_version: '1',
    pending_update: 'null',
    rejection_reason_id: 'null',
    cancellation_asked_by: 'null',
    cancellation_reason_id: 'null',
  });
  const columns = (await columnsOf(client, 'partnership_contract_lines')).filter(
    (column) => column !== 'contract_id',
  );
  await client.query(
    `insert into partnership_contract_lines (contract_id, ${columns.join(', ')})
     select c, ${columns.map((column) => `l.${column}`).join(', ')}
     from generate_series($2::int, $3::int) c, partnership_contract_lines l where l.contract_id = $1`,
    [templateId, contracts.first, contracts.first + count - 1],
  );
  return contracts;
};

export const approvedIn = async (client: pg.Client, pool: Pool): Promise<number> =>
  Number(
    (
      await client.query<{ n: string }>(
        `select count(*) as n from partnership_contracts where ${inPool(pool)} and status <> 'PENDING_APPROVAL'`,
      )
    ).rows[0]!.n,
  );

export const dropContractPool = async (client: pg.Client, pool: Pool): Promise<void> => {
  await client.query(
    `delete from record_history where entity_type = 'partnershipContract' and ${inPool(pool, 'entity_id')}`,
  );
  // The approved versions' verifiable copies (no foreign key: a record id of any kind) go first:
  // their PDFs, queued by every approve, would otherwise print on in the API's job (Chromium, one
  // at a time) through the runs after this one. A queued render of a removed copy prints nothing.
  await client.query(
    `delete from verifiable_documents where kind = 'partnershipContract' and record_id in
       (select id from partnership_contract_versions where ${inPool(pool, 'contract_id')})`,
  );
  // Lines and versions go with their contract (on delete cascade).
  await client.query(`delete from partnership_contracts where ${inPool(pool)}`);
  await client.query(
    `vacuum (analyze) partnership_contracts, partnership_contract_lines, partnership_contract_versions, record_history, verifiable_documents`,
  );
};
