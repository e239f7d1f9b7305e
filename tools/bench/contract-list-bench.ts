// The partnership contracts list on 100,000 contracts: page 1 and page 1,000 of ten, as
// an admin (sees all) and as the demo office (sees its own), one request at a time.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from './list-bench';

type RecordFigure = (name: string, value: number, unit: string, target: string, ok: boolean) => void;

const ROWS = 100_000;
const WARM_UP = 20;
const TIMED = 200;
const TARGET_P95_MS = 15;
/** The list's pages are 0-based: the first and the thousandth page of ten. */
const PAGES = [
  { label: 'page 1', index: 0 },
  { label: 'page 1,000', index: 999 },
] as const;
const PEOPLE = ['admin', 'office'] as const;

const OBLIGATIONS = [
  'يلتزم المكتب بسداد رسوم الاستقدام في مواعيدها واستقبال العمالة عند وصولها.',
  'The office pays the recruitment fees on time and receives the workers on arrival.',
  'تلتزم الوكالة بتقديم عمالة مؤهلة بفحص طبي معتمد ووثائق سفر سارية.',
  'The agency provides qualified workers with an approved medical check and valid travel documents.',
];

/** The organisation and user of each demo account's first membership. */
const demoSides = async (client: pg.Client) => {
  const { rows } = await client.query<{ username: string; user_id: number; organization_id: number }>(
    `select distinct on (u.username) u.username, u.id as user_id, e.organization_id
     from users u
     join memberships m on m.user_id = u.id
     join establishments e on e.id = m.establishment_id
     where u.username = any($1)
     order by u.username, m.id`,
    [['admin', 'office', 'company', 'agency-ph', 'agency-id']],
  );
  const side = (username: string) => {
    const row = rows.find((r) => r.username === username);
    if (!row) throw new Error(`the demo account ${username} is missing`);
    return { userId: row.user_id, organizationId: row.organization_id };
  };
  return {
    admin: side('admin'),
    offices: [side('office'), side('company')],
    agencies: [side('agency-ph'), side('agency-id')],
  };
};

/**
 * Adds 100,000 contracts in one statement: 90% between the demo offices (`office` 45%, `company`
 * 45%) and the demo agencies, the rest between the other offices and agencies; every state, numbers
 * for the approved ones, created every ~26 minutes over the last five years (older ids older).
 */
export const fillContracts = async (databaseUrl: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const demo = await demoSides(client);
    const demoIds = [...demo.offices, ...demo.agencies].map((side) => side.organizationId);
    const otherOffices = await client.query<{ id: number }>(
      `select id from organizations where type in ('PRO_OFFICE', 'PRO_COMPANY') and id <> all($1) order by id`,
      [demoIds],
    );
    const agencies = await client.query<{ id: number; country_id: number }>(
      `select id, country_id from organizations where type = 'EPRO' and country_id is not null order by id`,
    );
    const agencyCountry = new Map(agencies.rows.map((row) => [row.id, row.country_id]));
    const otherAgencies = agencies.rows.filter((row) => !demoIds.includes(row.id));
    const offices = [
      ...demo.offices.map((side) => side.organizationId),
      ...otherOffices.rows.map((r) => r.id),
    ];
    const officeUsers = [
      ...demo.offices.map((side) => side.userId),
      ...otherOffices.rows.map(() => demo.admin.userId),
    ];
    const agencyIds = [
      ...demo.agencies.map((side) => side.organizationId),
      ...otherAgencies.map((r) => r.id),
    ];
    const agencyCountries = agencyIds.map((id) => {
      const country = agencyCountry.get(id);
      if (country === undefined) throw new Error(`agency ${id} has no country`);
      return country;
    });
    const agencyUsers = [
      ...demo.agencies.map((side) => side.userId),
      ...otherAgencies.map(() => demo.admin.userId),
    ];
    const reasons = await client.query<{ kind: string; id: number }>(
      `select distinct on (kind) kind, id from reasons where kind in ('REJECTION', 'CANCELLATION') order by kind, id`,
    );
    const reasonOf = (kind: string) => {
      const row = reasons.rows.find((r) => r.kind === kind);
      if (!row) throw new Error(`no ${kind} reason`);
      return row.id;
    };
    await client.query(
      `insert into partnership_contracts (
         number, office_id, agency_id, country_id, status,
         office_obligations_ar, office_obligations_en, agency_obligations_ar, agency_obligations_en,
         rejection_reason_id, cancellation_asked_by, cancellation_reason_id,
         created_by, updated_by, created_at, updated_at)
       select
         case when status in ('ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED') then 'PC-B' || lpad(g::text, 6, '0') end,
         ($2::int[])[o], ($4::int[])[a], ($5::int[])[a], status,
         $7, $8, $9, $10,
         case when status = 'REJECTED' then $11::int end,
         case when status in ('PENDING_CANCELLATION', 'CANCELLED')
           then case when g % 2 = 0 then ($2::int[])[o] else ($4::int[])[a] end end,
         case when status in ('PENDING_CANCELLATION', 'CANCELLED') then $12::int end,
         ($3::int[])[o], case when status = 'DRAFT' then ($3::int[])[o] else ($6::int[])[a] end,
         created, least(now(), created + (g % 60) * interval '1 day')
       from (
         select g,
           case when g % 20 < 18 then 1 + g % 2
                when cardinality($2::int[]) > 2 then 3 + (g / 20) % (cardinality($2::int[]) - 2)
                else 1 + g % 2 end as o,
           case when g % 20 < 18 then 1 + (g / 3) % 2
                when cardinality($4::int[]) > 2 then 3 + (g / 7) % (cardinality($4::int[]) - 2)
                else 1 + (g / 3) % 2 end as a,
           case when (g * 37) % 100 < 10 then 'DRAFT'
                when (g * 37) % 100 < 25 then 'PENDING_APPROVAL'
                when (g * 37) % 100 < 70 then 'ACTIVE'
                when (g * 37) % 100 < 80 then 'REJECTED'
                when (g * 37) % 100 < 85 then 'PENDING_CANCELLATION'
                else 'CANCELLED' end as status,
           now() - ($1 - g) * interval '26 minutes' as created
         from generate_series(1, $1) g
       ) picked`,
      [
        ROWS,
        offices,
        officeUsers,
        agencyIds,
        agencyCountries,
        agencyUsers,
        ...OBLIGATIONS,
        reasonOf('REJECTION'),
        reasonOf('CANCELLATION'),
      ],
    );
    // What autovacuum does to a table of this size in production: statistics and the visibility map.
    await client.query('vacuum analyze partnership_contracts, partnership_contract_counts');
  } finally {
    await client.end();
  }
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Answer times of one list page, asked by one person at a time after a warm-up. */
const timePage = async (url: string, headers: Record<string, string>) => {
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`the contracts list answered ${probe.status}: ${await probe.text()}`);
  const body = (await probe.json()) as { total: number; items: unknown[] };
  if (body.items.length !== 10) throw new Error(`${url} answered ${body.items.length} items, not 10`);
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`the contracts list answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await ask();
  const times: number[] = [];
  for (let i = 0; i < TIMED; i += 1) times.push(await ask());
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  return { total: body.total, mean, p95: percentile(times, 95) };
};

/** Fills the contracts and records p95 (target) and mean for each person and page. */
export const measureContractList = async (
  baseUrl: string,
  databaseUrl: string,
  record: RecordFigure,
): Promise<void> => {
  await fillContracts(databaseUrl);
  for (const person of PEOPLE) {
    const { accessToken } = await signInWithPassword(baseUrl, person, 'demo');
    const headers = await establishmentHeaders(baseUrl, accessToken);
    for (const page of PAGES) {
      const url = `${baseUrl}/api/partnership/contracts?page=${page.index}&size=10`;
      const figures = await timePage(url, headers);
      const name = `contracts list ${page.label} as ${person} (sees ${figures.total.toLocaleString('en-US')} of all)`;
      record(`${name}, p95`, figures.p95, 'ms', `<= ${TARGET_P95_MS} ms`, figures.p95 <= TARGET_P95_MS);
      record(`${name}, mean`, figures.mean, 'ms', 'reference', true);
    }
  }
  // Other work on the machine moves the p95 most: the load average says how quiet it was.
  record(
    'load average (1 min) after the contracts list',
    loadavg()[0]!,
    `on ${cpus().length} cores`,
    'reference',
    true,
  );
};
