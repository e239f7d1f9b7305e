// The candidate list of the HR pool (decision 0026) on the generated 1,000,000 candidates: spec 3's
// filter (country PHL, gender FEMALE, one career, status AVAILABLE), page 1 and page 10,000 of ten,
// as an admin (sees all) and as the Philippine agency `agency-ph` (sees its own), one request at a
// time, the two pages in turn so that load on the machine weighs on both alike. Page 10,000 is asked
// as the web asks a next page: with `after`, the last id of the page before, reached by walking the
// list with that cursor (and checked against the same page read by offset).
import pg from 'pg';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { BENCH_CAREER_CODE } from './hr-pool-data';
import { establishmentHeaders } from './list-bench';
import { getJson, recordFloor, summarise, thousands, timeGet, type RecordFigure } from './timing';

const WARM_UP = 20;
const TIMED = 200;
const TARGET_P95_MS = 20;
const TARGET_DEEP_RATIO = 1.5;
/** The list's pages are 0-based: the first and the ten-thousandth page of ten. */
const FIRST = 0;
const DEEP = 9_999;
const PEOPLE = ['admin', 'agency-ph'] as const;

type ListBody = { items: { id: number }[]; total: number; totalIsEstimate?: boolean };
/** The walk to page 10,000 reads pages of this size (the cursor is an id, whatever the page size). */
const WALK_SIZE = 100;

/** The filter's ids and the exact number of matches, all and `agency-ph`'s (beside the API's estimate). */
const filterIds = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ country_id: number; job_id: number; agency_id: number }>(
      `select (select id from countries where code3 = 'PHL') as country_id,
              (select id from jobs where code = $1) as job_id,
              (select e.organization_id from users u
               join memberships m on m.user_id = u.id
               join establishments e on e.id = m.establishment_id
               where u.username = 'agency-ph' order by m.id limit 1) as agency_id`,
      [BENCH_CAREER_CODE],
    );
    const row = rows[0];
    if (!row?.country_id || !row.job_id) throw new Error('PHL or the bench career is missing');
    const counts = await client.query<{ all: string; agency: string }>(
      `select count(*) as all, count(*) filter (where agency_id = $3) as agency
       from candidates
       where country_id = $1 and gender = 'FEMALE' and job_id = $2 and status = 'AVAILABLE'`,
      [row.country_id, row.job_id, row.agency_id],
    );
    const exact = counts.rows[0]!;
    return {
      countryId: row.country_id,
      jobId: row.job_id,
      exact: { admin: Number(exact.all), 'agency-ph': Number(exact.agency) },
    };
  } finally {
    await client.end();
  }
};

/** Records p95 (target) and p50 of page 1 and page 10,000 for each person, and deep/first. */
export const measureCandidateList = async (
  baseUrl: string,
  databaseUrl: string,
  record: RecordFigure,
): Promise<void> => {
  const { countryId, jobId, exact } = await filterIds(databaseUrl);
  const pageUrl = (page: number, after?: number, size = 10) =>
    `${baseUrl}/api/hr-pool/candidates?countryIds=${countryId}&gender=FEMALE&careers=${jobId}` +
    `&statuses=AVAILABLE&page=${page}&size=${size}${after === undefined ? '' : `&after=${after}`}`;
  for (const person of PEOPLE) {
    const { accessToken } = await signInWithPassword(baseUrl, person, 'demo');
    const headers = await establishmentHeaders(baseUrl, accessToken);
    const first = await getJson<ListBody>(pageUrl(FIRST), headers);
    // The rows before page 10,000 (of ten), walked with the cursor in pages of WALK_SIZE, then of
    // ten; the last one's id is page 10,000's `after`.
    let after: number | undefined;
    let walkedRows = 0;
    let walkedPages = 0;
    const walked = performance.now();
    while (walkedRows < DEEP * 10) {
      const size = DEEP * 10 - walkedRows >= WALK_SIZE ? WALK_SIZE : 10;
      const { items } = await getJson<ListBody>(pageUrl(walkedRows / size, after, size), headers);
      if (items.length !== size) break;
      after = items[size - 1]!.id;
      walkedRows += size;
      walkedPages += 1;
    }
    const walkSeconds = (performance.now() - walked) / 1000;
    const deep = await getJson<ListBody>(pageUrl(DEEP, after), headers);
    const deepByOffset = await getJson<ListBody>(pageUrl(DEEP), headers);
    if (first.items.length !== 10 || deep.items.length !== 10)
      throw new Error(
        `the candidate list as ${person} answered ${first.items.length} items on page 1 and ` +
          `${deep.items.length} on page 10,000 (total ${first.total}): run npm run bench:data`,
      );
    const ids = (body: ListBody) => body.items.map((item) => item.id).join(',');
    if (ids(deep) !== ids(deepByOffset))
      throw new Error(
        `page 10,000 as ${person} differs by cursor (${ids(deep)}) and offset (${ids(deepByOffset)})`,
      );
    const deepUrl = pageUrl(DEEP, after);
    for (let i = 0; i < WARM_UP; i += 1) {
      await timeGet(pageUrl(FIRST), headers);
      await timeGet(deepUrl, headers);
    }
    const firstTimes: number[] = [];
    const deepTimes: number[] = [];
    for (let i = 0; i < TIMED; i += 1) {
      firstTimes.push(await timeGet(pageUrl(FIRST), headers));
      deepTimes.push(await timeGet(deepUrl, headers));
    }
    const total = `${first.totalIsEstimate ? 'estimated ' : ''}${thousands(first.total)}`;
    const name =
      `candidate list PHL/FEMALE/career/AVAILABLE as ${person} ` +
      `(${thousands(exact[person])} match, API total ${total})`;
    const figures = { 'page 1': summarise(firstTimes), 'page 10,000': summarise(deepTimes) };
    const deepTotal = `${deep.totalIsEstimate ? 'estimated ' : ''}${thousands(deep.total)}`;
    record(
      `${name}, walk to page 10,000 by cursor (${thousands(walkedRows)} rows in ${walkedPages} pages; ` +
        `total there ${deepTotal})`,
      walkSeconds,
      's',
      'reference',
      true,
    );
    for (const [label, timing] of Object.entries(figures)) {
      record(
        `${name}, ${label}, p95`,
        timing.p95,
        'ms',
        `<= ${TARGET_P95_MS} ms`,
        timing.p95 <= TARGET_P95_MS,
      );
      record(`${name}, ${label}, p50`, timing.p50, 'ms', 'reference', true);
    }
    const ratio = figures['page 10,000'].p95 / figures['page 1'].p95;
    record(
      `${name}, page 10,000 / page 1 (p95)`,
      ratio,
      'x',
      `<= ${TARGET_DEEP_RATIO}`,
      ratio <= TARGET_DEEP_RATIO,
    );
    record(
      `${name}, page 10,000 / page 1 (p50)`,
      figures['page 10,000'].p50 / figures['page 1'].p50,
      'x',
      'reference',
      true,
    );
    await recordFloor(record, baseUrl, headers, person);
  }
};
