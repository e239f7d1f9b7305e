// The old worker contracts search (decision 0026) on the generated 5,000,000 contracts: an exact
// passport, as the Philippine embassy (sees its country's) and as an admin (sees all), one request
// at a time, cycling through 100 passports of existing Philippine contracts.
import pg from 'pg';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from './list-bench';
import { getJson, recordFloor, summarise, timeGet, type RecordFigure } from './timing';

const WARM_UP = 50;
const TIMED = 400;
const TARGET_P95_MS = 5;
const PASSPORTS = 100;
const PEOPLE = ['embassy-ph', 'admin'] as const;

/** Passports of Philippine contracts spread over the table (read through the primary key). */
const existingPassports = async (databaseUrl: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ passport_number: string }>(
      `select distinct passport_number from old_worker_contracts
       where id = any(array(select generate_series(1, (select max(id) from old_worker_contracts), 9973)))
         and country_id = (select id from countries where code3 = 'PHL')
       limit $1`,
      [PASSPORTS],
    );
    if (rows.length === 0) throw new Error('no Philippine old contract: run npm run bench:data');
    return rows.map((row) => row.passport_number);
  } finally {
    await client.end();
  }
};

/** Records the passport search's p95 (target) and p50 for each person. */
export const measureOldContractSearch = async (
  baseUrl: string,
  databaseUrl: string,
  record: RecordFigure,
): Promise<void> => {
  const passports = await existingPassports(databaseUrl);
  const url = (i: number) =>
    `${baseUrl}/api/old-contracts?passport=${encodeURIComponent(passports[i % passports.length]!)}`;
  for (const person of PEOPLE) {
    const { accessToken } = await signInWithPassword(baseUrl, person, 'demo');
    const headers = await establishmentHeaders(baseUrl, accessToken);
    const probe = await getJson<{ items: unknown[] }>(url(0), headers);
    if (probe.items.length === 0) throw new Error(`${person} found no contract for ${passports[0]}`);
    for (let i = 0; i < WARM_UP; i += 1) await timeGet(url(i), headers);
    const times: number[] = [];
    for (let i = 0; i < TIMED; i += 1) times.push(await timeGet(url(i), headers));
    const figures = summarise(times);
    const name = `old contracts by passport as ${person} (5,000,000 contracts)`;
    record(`${name}, p95`, figures.p95, 'ms', `<= ${TARGET_P95_MS} ms`, figures.p95 <= TARGET_P95_MS);
    record(`${name}, p50`, figures.p50, 'ms', 'reference', true);
    await recordFloor(record, baseUrl, headers, person);
  }
};
