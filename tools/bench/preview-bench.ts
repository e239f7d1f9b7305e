// `POST /api/partnership/contracts/preview` through HTTP, as the wizard's preview step calls it:
// the office's body with two careers, Arabic and English in turn, one request at a time.
import pg from 'pg';
import { signInWithPassword } from '../../apps/api/src/plugins/identity/test-support/sign-in';
import { establishmentHeaders } from './list-bench';

type RecordFigure = (name: string, value: number, unit: string, target: string, ok: boolean) => void;

const WARM_UP = 20;
const TIMED = 200;
const TARGET_MS = 100;
/** Any matching pair passes the double-submit check; a browser gets its pair from the API. */
const CSRF = { cookie: 'XSRF-TOKEN=bench-preview', 'x-xsrf-token': 'bench-preview' };

/** A complete wizard body for a contract of `office` with `agency-ph`, from the bench database. */
const wizardBody = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const agency = await client.query<{ id: number; country_id: number }>(
      `select o.id, o.country_id from organizations o
       join establishments e on e.organization_id = o.id
       join memberships m on m.establishment_id = e.id
       join users u on u.id = m.user_id
       where u.username = 'agency-ph' limit 1`,
    );
    const careers = await client.query<{ id: number }>(
      'select id from jobs where active order by id limit 2',
    );
    const [first, second] = careers.rows;
    if (!agency.rows[0] || !first || !second) throw new Error('the demo data lacks agency-ph or two jobs');
    return {
      countryId: agency.rows[0].country_id,
      agencyId: agency.rows[0].id,
      officeAr: 'يلتزم المكتب بسداد رسوم الاستقدام خلال ثلاثين يومًا.',
      officeEn: 'The office pays the recruitment fee within thirty days.',
      agencyAr: 'تلتزم الوكالة بتقديم عمالة مؤهلة وفحص طبي معتمد.',
      agencyEn: 'The agency provides qualified workers with an approved medical check.',
      lines: [
        {
          jobId: first.id,
          gender: 'FEMALE',
          recruitmentFee: 12500,
          monthlySalary: 1500,
          paymentTerms: 'On arrival',
        },
        {
          jobId: second.id,
          gender: 'MALE',
          recruitmentFee: 9800,
          monthlySalary: 1800,
          paymentTerms: 'On signing',
        },
      ],
    };
  } finally {
    await client.end();
  }
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Records the preview call's p95 (target <= 100 ms) and mean, as `office`. */
export const measurePreviewCall = async (
  baseUrl: string,
  databaseUrl: string,
  record: RecordFigure,
): Promise<void> => {
  const { accessToken } = await signInWithPassword(baseUrl, 'office', 'demo');
  const headers = { ...(await establishmentHeaders(baseUrl, accessToken)), ...CSRF };
  const body = JSON.stringify(await wizardBody(databaseUrl));
  const ask = async (i: number) => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/partnership/contracts/preview`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'accept-language': i % 2 === 0 ? 'ar-SA' : 'en-US',
      },
      body,
    });
    const html = await response.text();
    if (!response.ok) throw new Error(`the preview answered ${response.status}: ${html.slice(0, 200)}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i += 1) await ask(i);
  const times: number[] = [];
  for (let i = 0; i < TIMED; i += 1) times.push(await ask(i));
  const p95 = percentile(times, 95);
  record('contract preview call (HTTP, ar/en), p95', p95, 'ms', `<= ${TARGET_MS} ms`, p95 <= TARGET_MS);
  record(
    'contract preview call (HTTP, ar/en), mean',
    times.reduce((sum, time) => sum + time, 0) / times.length,
    'ms',
    'reference',
    true,
  );
};
