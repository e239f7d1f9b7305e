// The employment requests at national scale (decision 0034), in the HR pool bench database
// (`npm run bench:data`, or alone with BENCH_DATA_ONLY=employment-requests): BENCH_REQUESTS
// requests (default 5,000,000) with the candidates, visas and employers they need, generated inside
// PostgreSQL (INSERT … SELECT FROM generate_series) from deterministic pseudo-random values.
//
// Row g's status comes from g % 1000: 15 % hold their visa and candidate (3 % PENDING_AGENCY, 4 %
// PENDING_EMBASSY, 3 % CONTRACTED, 1 % TICKET_BOOKED, 4 % ARRIVED), each its own candidate and visa
// (the partial unique indexes hold); the rest ended (REJECTED, CANCELLED, EXPIRED) and name one of
// those candidates and visas. Candidate r's country, agency, gender and career are functions of r,
// so a request, its candidate and its visa always agree. `office` makes 20 % of the requests;
// PENDING_EMBASSY rows are Philippine, 60 % of their employers in the Riyadh area (embassy-ph's
// queue). Every deadline is 30 days ahead or later, so the API's own sweeper leaves them; the bench
// sweeps with a later `now`. No history rows are generated.
import pg from 'pg';
import { EMPLOYER_CITY_LOCATIONS, type EmployerCity } from '@portal/contracts/employers';
import { ensureBenchAgencies, ensureDatabase, hrPoolBenchUrl, migrateAndSeed } from './hr-pool-data';

export const benchRequestCount = (): number => Number(process.env.BENCH_REQUESTS ?? 5_000_000);

/** Markers of generated rows: candidates' passports, visas' numbers, employers' ids. */
export const GENERATED_REQUESTS = {
  candidatePassport: 'ZZE',
  visaPrefix: '9',
  employerPrefix: '19',
} as const;

/** Holding requests per 1,000 rows (slots 0-149), hence candidates and visas per 1,000 requests. */
const HOLDING_PER_1000 = 150;
const CHUNK = 500_000;
type Log = (message: string) => void;

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

// Riyadh-area cities 12 of 20 (60 %), Jeddah-area 5, Eastern Province 3.
const CITIES = [
  ...[
    'RIYADH',
    'RIYADH',
    'RIYADH',
    'RIYADH',
    'RIYADH',
    'RIYADH',
    'AL_KHARJ',
    'AL_KHARJ',
    'BURAIDAH',
    'BURAIDAH',
    'HAIL',
    'HAIL',
  ],
  ...['JEDDAH', 'JEDDAH', 'MAKKAH', 'MADINAH', 'TAIF'],
  ...['DAMMAM', 'KHOBAR', 'AL_AHSA'],
];

const h = (k: number, of: string) => `((hashint4extended((${of})::int, ${k}) & 2147483647) % 1000)::int`;

/** Per candidate rank r: country, agency, gender, career (params $3…$9, see `lookups`). */
const rankColumns = (r: string) => `
  case when ${r} % ${HOLDING_PER_1000} between 30 and 69 or ${h(1, r)} < 400 then $3::int
       when ${h(1, r)} < 700 then $4::int
       else ($5::int[])[1 + ${h(1, r)} % cardinality($5::int[])] end as country_id,
  case when ${r} % ${HOLDING_PER_1000} between 30 and 69 or ${h(1, r)} < 400 then $6::int
       when ${h(1, r)} < 700 then $7::int
       else ($8::int[])[1 + ${h(1, r)} % cardinality($8::int[])] end as agency_id,
  case when ${h(2, r)} < 800 then 'FEMALE' else 'MALE' end as gender,
  (case when ${h(2, r)} < 800 then ($9::int[])[1] else ($9::int[])[2] end) as job_id,
  (hashint4extended((${r})::int, 3) & 2147483647) % $10::int as employer_rank`;

const readLookups = async (client: pg.Client) => {
  await ensureBenchAgencies(client);
  const one = async (sql: string, params: unknown[] = []) => {
    const { rows } = await client.query(sql, params);
    if (!rows[0]) throw new Error(`bench lookup found nothing: ${sql}`);
    return rows[0] as Record<string, number>;
  };
  const person = (username: string) =>
    one(
      `select u.id as user_id, e.organization_id from users u join memberships m on m.user_id = u.id
       join establishments e on e.id = m.establishment_id where u.username = $1 order by m.id limit 1`,
      [username],
    );
  // One client answers one query at a time.
  const admin = await person('admin');
  const office = await person('office');
  const agencyPh = await person('agency-ph');
  const agencyId = await person('agency-id');
  const country = (code3: string) => one(`select id from countries where code3 = $1`, [code3]);
  const others = await client.query<{ country_id: number; agency_id: number }>(
    `select distinct on (c.id) c.id as country_id, o.id as agency_id from countries c
     join organizations o on o.country_id = c.id and o.type = 'EPRO'
     where c.active_for_recruitment and c.code3 not in ('PHL', 'IDN') order by c.id, o.id`,
  );
  const jobs = await client.query<{ id: number }>(
    `select id from jobs where code in ('911101', '911102') order by code`,
  );
  const offices = await client.query<{ id: number }>(
    `select id from organizations where type in ('PRO_OFFICE', 'PRO_COMPANY') and id <> $1 order by id`,
    [office!.organization_id],
  );
  const contract = await one(
    `select id from partnership_contracts order by (status = 'ACTIVE') desc, id limit 1`,
  );
  const reasons = await client.query<{ kind: string; id: number }>(
    `select distinct on (kind) kind, id from reasons where kind in ('REJECTION', 'CANCELLATION') order by kind, id`,
  );
  return {
    admin: admin!.user_id!,
    office: office!.organization_id!,
    officeUser: office!.user_id!,
    phl: (await country('PHL')).id!,
    idn: (await country('IDN')).id!,
    otherCountries: others.rows.map((row) => row.country_id),
    otherAgencies: others.rows.map((row) => row.agency_id),
    agencyPh: agencyPh!.organization_id!,
    agencyId: agencyId!.organization_id!,
    jobs: jobs.rows.map((row) => row.id),
    otherOffices: offices.rows.map((row) => row.id),
    contract: contract.id!,
    rejection: reasons.rows.find((row) => row.kind === 'REJECTION')?.id ?? null,
    cancellation: reasons.rows.find((row) => row.kind === 'CANCELLATION')?.id ?? null,
  };
};
type Lookups = Awaited<ReturnType<typeof readLookups>>;

const rankParams = (l: Lookups, employers: number) => [
  l.phl,
  l.idn,
  l.otherCountries,
  l.agencyPh,
  l.agencyId,
  l.otherAgencies,
  l.jobs,
  employers,
];

const insertEmployers = (client: pg.Client, l: Lookups, from: number, to: number) =>
  client.query(
    `insert into employers (national_id, name_ar, name_en, mobile, city, address, created_by, updated_by)
     select '${GENERATED_REQUESTS.employerPrefix}' || lpad(e::text, 8, '0'), 'صاحب عمل ' || e, 'Bench employer ' || e,
       '05' || lpad((e % 100000000)::text, 8, '0'), ($3::text[])[1 + e % 20], 'Street ' || e, $4, $4
     from generate_series($1::int, $2::int) e order by e`,
    [from, to, CITIES, l.admin],
  );

/** Candidates (and visas, same ranks) for ranks from..to. */
const insertCandidates = (client: pg.Client, l: Lookups, employers: number, from: number, to: number) =>
  client.query(
    `insert into candidates (agency_id, country_id, passport_number, passport_expiry, name_ar, name_en,
       birth_date, gender, religion, marital_status, job_id, experience_years, languages, education,
       expected_salary, status, created_by, updated_by)
     select agency_id, country_id, '${GENERATED_REQUESTS.candidatePassport}' || lpad(r::text, 9, '0'),
       current_date + 700, 'مرشح ' || r, 'Bench candidate ' || r, date '1990-01-01' + (r % 5000), gender,
       'ISLAM', 'SINGLE', job_id, r % 10, array['en'], 'SECONDARY', 1500,
       case when r % ${HOLDING_PER_1000} >= 110 then 'EMPLOYEE' else 'PROCESSING' end, $11, $11
     from (select r, ${rankColumns('r')} from generate_series($1::int, $2::int) r) g order by r`,
    [from, to, ...rankParams(l, employers), l.admin],
  );

const insertVisas = (client: pg.Client, l: Lookups, employers: number, from: number, to: number) =>
  client.query(
    `insert into visas (number, employer_id, country_id, gender, job_id, issue_date, expiry_date, status)
     select '${GENERATED_REQUESTS.visaPrefix}' || lpad(r::text, 11, '0'),
       '${GENERATED_REQUESTS.employerPrefix}' || lpad((employer_rank + 1)::text, 8, '0'),
       country_id, gender, job_id, current_date - 30, current_date + 335, 'USED'
     from (select r, ${rankColumns('r')} from generate_series($1::int, $2::int) r) g order by r`,
    [from, to, ...rankParams(l, employers)],
  );

/** Requests g = from..to; `first` holds the first generated candidate, visa and employer ids. */
const insertRequests = (
  client: pg.Client,
  l: Lookups,
  employers: number,
  candidates: number,
  first: { candidate: number; visa: number; employer: number },
  total: number,
  from: number,
  to: number,
) =>
  client.query(
    `insert into employment_requests (office_id, agency_id, country_id, employer_id, visa_id, candidate_id,
       partnership_contract_id, office_location, uses_approval_flow, status, monthly_salary, duration_months,
       probation_days, recruitment_fee, reason_id, respond_by, contracted_at, quota_month, created_by,
       updated_by, created_at, updated_at)
     select case when ${h(4, 'g')} < 200 then $11::int
                 else ($12::int[])[1 + ${h(4, 'g')} % cardinality($12::int[])] end,
       agency_id, country_id, $15::int + employer_rank, $17::int + rank, $16::int + rank, $13::int,
       ($19::text[])[1 + (employer_rank + 1) % 20], country_id = $3::int, status,
       case when gender = 'FEMALE' then 1500 else 1800 end, 24, 90, 11000,
       case status when 'REJECTED' then $20::int when 'CANCELLED' then $21::int end,
       case when status in ('PENDING_AGENCY', 'PENDING_EMBASSY') then now() + interval '30 days' + g * interval '1 second' end,
       case when status in ('CONTRACTED', 'TICKET_BOOKED', 'ARRIVED') then created_at + interval '2 days' end,
       to_char(created_at at time zone 'UTC', 'YYYY-MM'), $14::int, $14::int, created_at, created_at
     from (
       select g, status, rank, ${rankColumns('rank')},
         now() - ($18::int - g) * interval '20 seconds' as created_at
       from (
         select g,
           case when g % 1000 < 30 then 'PENDING_AGENCY' when g % 1000 < 70 then 'PENDING_EMBASSY'
                when g % 1000 < 100 then 'CONTRACTED' when g % 1000 < 110 then 'TICKET_BOOKED'
                when g % 1000 < 150 then 'ARRIVED' when g % 1000 < 600 then 'REJECTED'
                when g % 1000 < 800 then 'CANCELLED' else 'EXPIRED' end as status,
           case when g % 1000 < ${HOLDING_PER_1000} then (g / 1000) * ${HOLDING_PER_1000} + g % 1000
                else ((hashint4extended(g, 5) & 2147483647) % $22::int)::int end as rank
         from generate_series($1::int, $2::int) g
       ) s
     ) q order by g`,
    [
      from,
      to,
      ...rankParams(l, employers).slice(0, 8),
      l.office,
      l.otherOffices,
      l.contract,
      l.officeUser,
      first.employer,
      first.candidate,
      first.visa,
      total,
      CITIES.map((city) => EMPLOYER_CITY_LOCATIONS[city as EmployerCity]),
      l.rejection,
      l.cancellation,
      candidates,
    ],
  );

/** The first id of a generated block, checked contiguous (one statement per chunk, nothing else writing). */
const firstId = async (client: pg.Client, table: string, where: string, expected: number) => {
  const { rows } = await client.query<{ min: number; max: number; n: string }>(
    `select min(id) as min, max(id) as max, count(*) as n from ${table} where ${where}`,
  );
  const row = rows[0]!;
  if (Number(row.n) !== expected || row.max - row.min + 1 !== expected)
    throw new Error(
      `${table}: ${row.n} generated rows, ids ${row.min}-${row.max}; expected ${expected} contiguous`,
    );
  return row.min;
};

type Block = { name: string; table: string; marker: string; rows: number };

const blocks = (requests: number) => {
  const ranks = (Math.floor(requests / 1000) + 1) * HOLDING_PER_1000;
  const employers = Math.max(1_000, Math.floor(requests / 5));
  const employerMarker = `national_id like '${GENERATED_REQUESTS.employerPrefix}%' and name_en like 'Bench employer %'`;
  return {
    ranks,
    employers,
    list: [
      { name: 'employers', table: 'employers', marker: employerMarker, rows: employers },
      {
        name: 'candidates',
        table: 'candidates',
        marker: `passport_number like '${GENERATED_REQUESTS.candidatePassport}%'`,
        rows: ranks,
      },
      {
        name: 'visas',
        table: 'visas',
        marker: `number like '${GENERATED_REQUESTS.visaPrefix}%' and length(number) = 12`,
        rows: ranks,
      },
      {
        name: 'employment requests',
        table: 'employment_requests',
        marker: `employer_id in (select id from employers where ${employerMarker})`,
        rows: requests,
      },
    ] satisfies Block[],
  };
};

const counted = async (client: pg.Client, block: Block) => {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) as n from ${block.table} where ${block.marker}`,
  );
  return Number(rows[0]!.n);
};

/** Drops a table's secondary indexes (not those behind constraints) and answers their definitions. */
const dropIndexes = async (client: pg.Client, table: string) => {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i where i.indrelid = $1::regclass
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [table],
  );
  for (const index of rows) await client.query(`drop index ${index.name}`);
  return rows.map((row) => row.definition);
};

/**
 * Makes sure the bench database holds the generated employment requests (BENCH_REQUESTS, default
 * 5,000,000) and what they name; refills them all when any block is incomplete. Returns the URL.
 */
export const prepareEmploymentRequestData = async (
  url = hrPoolBenchUrl(),
  log: Log = (message) => console.info(`[bench:data] ${message}`),
  requests = benchRequestCount(),
): Promise<string> => {
  const started = performance.now();
  await ensureDatabase(url, log);
  await migrateAndSeed(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lookups = await readLookups(client);
    const { ranks, employers, list } = blocks(requests);
    const counts: number[] = [];
    for (const block of list) counts.push(await counted(client, block));
    if (counts.every((n, i) => n === list[i]!.rows)) {
      log(`employment requests: ${requests.toLocaleString('en-US')} generated rows already there`);
      return url;
    }
    await client.query('begin');
    try {
      await client.query(`set local synchronous_commit = off`);
      await client.query(`set local maintenance_work_mem = '1GB'`);
      const { rows } = await client.query<{ superuser: boolean }>(
        `select rolsuper as superuser from pg_roles where rolname = current_user`,
      );
      // The values come from the lookups just read: no foreign key is checked row by row.
      if (rows[0]?.superuser) await client.query(`set local session_replication_role = replica`);
      for (const block of [...list].reverse()) {
        const removed = await client.query(`delete from ${block.table} where ${block.marker}`);
        if (removed.rowCount) log(`${block.name}: removed ${removed.rowCount} rows of an earlier run`);
      }
      const requestIndexes = await dropIndexes(client, 'employment_requests');
      const fill = async (block: Block, insert: (from: number, to: number) => Promise<unknown>, base = 0) => {
        const began = performance.now();
        for (let from = base; from < base + block.rows; from += CHUNK) {
          await insert(from, Math.min(base + block.rows - 1, from + CHUNK - 1));
        }
        log(`${block.name}: ${block.rows.toLocaleString('en-US')} rows in ${seconds(began)}`);
      };
      await fill(list[0]!, (from, to) => insertEmployers(client, lookups, from, to), 1);
      await fill(list[1]!, (from, to) => insertCandidates(client, lookups, employers, from, to));
      await fill(list[2]!, (from, to) => insertVisas(client, lookups, employers, from, to));
      const first = {
        employer: await firstId(client, 'employers', list[0]!.marker, employers),
        candidate: await firstId(client, 'candidates', list[1]!.marker, ranks),
        visa: await firstId(client, 'visas', list[2]!.marker, ranks),
      };
      await fill(
        list[3]!,
        (from, to) => insertRequests(client, lookups, employers, ranks, first, requests, from, to),
        1,
      );
      const indexed = performance.now();
      for (const definition of requestIndexes) await client.query(definition);
      log(`employment requests: ${requestIndexes.length} indexes built in ${seconds(indexed)}`);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    const analysed = performance.now();
    await client.query(`vacuum (analyze) employers, candidates, visas, employment_requests`);
    log(`vacuum analyze in ${seconds(analysed)}; employment requests ready after ${seconds(started)}`);
  } finally {
    await client.end();
  }
  return url;
};
