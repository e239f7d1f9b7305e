// `npm run bench:data`: the HR pool at national scale (decision 0026) in a PostgreSQL database of its own,
// migrated and seeded with the demo data: 1,000,000 candidates, 5,000,000 old worker contracts and
// 200,000 DLT workers, generated inside PostgreSQL (INSERT … SELECT FROM generate_series) from
// deterministic pseudo-random values (hashint4extended of the row number), so every run gives the
// same rows. Idempotent: a table that already holds its generated rows is left alone.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed/seed-demo-data';

export const HR_POOL_BENCH_DATABASE = 'portal_hr_bench';

/** DATABASE_URL, or the dedicated bench database on the local server. */
export const hrPoolBenchUrl = (): string =>
  process.env.DATABASE_URL || `postgres://postgres@127.0.0.1:5432/${HR_POOL_BENCH_DATABASE}`;

export const CANDIDATES = 1_000_000;
export const OLD_CONTRACTS = 5_000_000;
export const DLT_WORKERS = 200_000;
/** Distinct workers behind the old contracts: ~1.4 contracts per passport. */
const OLD_CONTRACT_WORKERS = 3_500_000;
/** Distinct employers behind the old contracts: ~4 contracts per employer. */
const OLD_CONTRACT_EMPLOYERS = 1_200_000;
const CHUNK = 500_000;

/** Prefixes that mark generated rows (demo seeds and imports use other passports and numbers). */
export const GENERATED = {
  candidatePassport: 'ZZC',
  dltPassport: 'ZZD',
  oldContractPassport: 'ZZW',
  oldContractNumber: 'ZZ-OC-',
} as const;

/** The career and status the candidate list bench filters on (the generator's largest group). */
export const BENCH_CAREER_CODE = '911101';
const MALE_TOP_CAREER_CODE = '832201';

type Log = (message: string) => void;

const FEMALE_FIRST = [
  ['Maria', 'ماريا'],
  ['Ana', 'آنا'],
  ['Grace', 'غريس'],
  ['Joy', 'جوي'],
  ['Rosa', 'روزا'],
  ['Siti', 'سيتي'],
  ['Dewi', 'ديوي'],
  ['Fatima', 'فاطمة'],
  ['Amina', 'أمينة'],
  ['Lakshmi', 'لاكشمي'],
  ['Nur', 'نور'],
  ['Mary', 'ماري'],
  ['Aster', 'أستر'],
  ['Esther', 'إستر'],
  ['Kamala', 'كمالا'],
  ['Rina', 'رينا'],
] as const;
const MALE_FIRST = [
  ['Jose', 'خوسيه'],
  ['Juan', 'خوان'],
  ['Budi', 'بودي'],
  ['Ahmad', 'أحمد'],
  ['Mohammed', 'محمد'],
  ['Rahul', 'راهول'],
  ['Ali', 'علي'],
  ['Samuel', 'صموئيل'],
  ['Rajesh', 'راجيش'],
  ['Karim', 'كريم'],
  ['Daniel', 'دانيال'],
  ['Hassan', 'حسن'],
  ['Abebe', 'أبيبي'],
  ['Mark', 'مارك'],
  ['Agus', 'أغوس'],
  ['Imran', 'عمران'],
] as const;
const FAMILY = [
  ['Santos', 'سانتوس'],
  ['Reyes', 'رييس'],
  ['Cruz', 'كروز'],
  ['Garcia', 'غارسيا'],
  ['Mendoza', 'ميندوزا'],
  ['Wijaya', 'ويجايا'],
  ['Hassan', 'حسن'],
  ['Khan', 'خان'],
  ['Perera', 'بيريرا'],
  ['Tesfaye', 'تسفاي'],
  ['Okello', 'أوكيلو'],
  ['Mwangi', 'موانجي'],
  ['Rahman', 'رحمن'],
  ['Kumar', 'كومار'],
  ['Bautista', 'باوتيستا'],
  ['Lestari', 'ليستاري'],
  ['Aquino', 'أكينو'],
  ['Salazar', 'سالازار'],
  ['Hidayat', 'هدايات'],
  ['Silva', 'سيلفا'],
] as const;
const OFFICE_WORDS = [
  'Nakheel',
  'Fajr',
  'Rawabi',
  'Sahab',
  'Wadi',
  'Qimma',
  'Waha',
  'Yamama',
  'Diyar',
  'Manar',
  'Riyadah',
  'Amal',
  'Bayan',
  'Hayat',
  'Tamayuz',
  'Itqan',
];

/** The main religion and language of each supported country (realistic skew, not a census). */
const COUNTRY_PROFILE: Record<string, { religion: string; language: string; femalePermille: number }> = {
  PHL: { religion: 'CHRISTIANITY', language: 'tl', femalePermille: 850 },
  IDN: { religion: 'ISLAM', language: 'id', femalePermille: 850 },
  LKA: { religion: 'BUDDHISM', language: 'si', femalePermille: 700 },
  ETH: { religion: 'CHRISTIANITY', language: 'am', femalePermille: 700 },
  UGA: { religion: 'CHRISTIANITY', language: 'sw', femalePermille: 700 },
  KEN: { religion: 'CHRISTIANITY', language: 'sw', femalePermille: 700 },
  TZA: { religion: 'CHRISTIANITY', language: 'sw', femalePermille: 650 },
  BDI: { religion: 'CHRISTIANITY', language: 'fr', femalePermille: 650 },
  SLE: { religion: 'ISLAM', language: 'en', femalePermille: 600 },
  KHM: { religion: 'BUDDHISM', language: 'en', femalePermille: 600 },
  VNM: { religion: 'BUDDHISM', language: 'en', femalePermille: 500 },
  THA: { religion: 'BUDDHISM', language: 'en', femalePermille: 500 },
  IND: { religion: 'HINDUISM', language: 'hi', femalePermille: 250 },
  BGD: { religion: 'ISLAM', language: 'bn', femalePermille: 200 },
  PAK: { religion: 'ISLAM', language: 'ur', femalePermille: 150 },
  NPL: { religion: 'HINDUISM', language: 'ne', femalePermille: 250 },
  EGY: { religion: 'ISLAM', language: 'ar', femalePermille: 150 },
  SDN: { religion: 'ISLAM', language: 'ar', femalePermille: 200 },
  YEM: { religion: 'ISLAM', language: 'ar', femalePermille: 100 },
  MAR: { religion: 'ISLAM', language: 'ar', femalePermille: 300 },
  SOM: { religion: 'ISLAM', language: 'ar', femalePermille: 300 },
};
const profileOf = (code3: string) =>
  COUNTRY_PROFILE[code3] ?? { religion: 'OTHER', language: 'en', femalePermille: 500 };

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Creates the database when the server does not have it yet. */
export const ensureDatabase = async (url: string, log: Log) => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
      log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
};

/** The app's migrations and demo data (accounts, lookups, organisations), as `npm run db:seed`. */
export const migrateAndSeed = async (url: string) => {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 0 });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
};

type Lookups = Awaited<ReturnType<typeof readLookups>>;

/** Three generated agencies (EPRO) for each recruiting country, beside the demo agencies. */
export const ensureBenchAgencies = async (client: pg.Client) => {
  await client.query(
    `insert into organizations (type, name_ar, name_en, country_id, city)
     select 'EPRO', 'وكالة ' || c.name_ar || ' ' || k, 'Bench Agency ' || c.code3 || ' ' || k, c.id,
            c.name_en
     from countries c cross join generate_series(1, 3) k
     where c.active_for_recruitment
       and not exists (
         select 1 from organizations o
         where o.type = 'EPRO' and o.name_en = 'Bench Agency ' || c.code3 || ' ' || k)`,
  );
};

const readLookups = async (client: pg.Client) => {
  const users = await client.query<{ username: string; id: number; organization_id: number | null }>(
    `select distinct on (u.username) u.username, u.id, e.organization_id
     from users u
     left join memberships m on m.user_id = u.id
     left join establishments e on e.id = m.establishment_id
     where u.username = any($1)
     order by u.username, m.id`,
    [['admin', 'agency-ph', 'agency-id', 'fmol-ph']],
  );
  const user = (username: string) => {
    const row = users.rows.find((r) => r.username === username);
    if (!row) throw new Error(`the demo account ${username} is missing: the demo seed did not run`);
    return row;
  };
  const countries = await client.query<{ id: number; code3: string; name_en: string }>(
    `select id, code3, name_en from countries where active_for_recruitment order by code3`,
  );
  const agencies = await client.query<{ id: number; country_id: number; name_en: string }>(
    `select id, country_id, name_en from organizations
     where type = 'EPRO' and country_id is not null order by id`,
  );
  const jobs = await client.query<{ id: number; code: string; name_en: string; allowed_gender: string }>(
    `select id, code, name_en, allowed_gender from jobs
     where active and code not like 'BENCH-%' order by id`,
  );
  return {
    admin: user('admin').id,
    agencyPh: user('agency-ph'),
    agencyId: user('agency-id'),
    fmolPh: user('fmol-ph').id,
    countries: countries.rows,
    agencies: agencies.rows,
    jobs: jobs.rows,
  };
};

/** 1,000 slots: `count` consecutive slots hold `value` (deterministic weighted choice by slot). */
const slots = <T>(weights: [T, number][]): T[] => {
  const result = weights.flatMap(([value, count]) => Array.from({ length: count }, () => value));
  if (result.length !== 1000) throw new Error(`slot weights add up to ${result.length}, not 1000`);
  return result;
};

/** Spreads `total` slots over `values` as evenly as possible. */
const evenly = <T>(values: T[], total: number): [T, number][] =>
  values.map((value, i) => [value, Math.floor(total / values.length) + (i < total % values.length ? 1 : 0)]);

/**
 * Countries weighted: PHL `phl`, IDN `idn`, the rest spread evenly over the other recruiting
 * countries (in slots of 1,000).
 */
const countrySlots = (lookups: Lookups, phl: number, idn: number) => {
  const byCode = (code3: string) => {
    const country = lookups.countries.find((c) => c.code3 === code3);
    if (!country) throw new Error(`country ${code3} is missing`);
    return country;
  };
  const others = lookups.countries.filter((c) => c.code3 !== 'PHL' && c.code3 !== 'IDN');
  return slots([[byCode('PHL'), phl], [byCode('IDN'), idn], ...evenly(others, 1000 - phl - idn)]);
};

/**
 * Candidate owners: in the Philippines 80 % `agency-ph` (Manila Star), 10 % the other demo agency,
 * 10 % generated agencies; in Indonesia 70 % `agency-id`; elsewhere the generated agencies.
 */
const candidateOwnerSlots = (lookups: Lookups) => {
  const countries = countrySlots(lookups, 500, 200);
  const demo = new Set([lookups.agencyPh.organization_id, lookups.agencyId.organization_id]);
  const owners: { agencyId: number; countryId: number; createdBy: number; code3: string }[] = [];
  const byCountry = new Map<number, number>();
  for (const country of countries) byCountry.set(country.id, (byCountry.get(country.id) ?? 0) + 1);
  for (const [countryId, count] of byCountry) {
    const code3 = lookups.countries.find((c) => c.id === countryId)!.code3;
    const agencies = lookups.agencies.filter((a) => a.country_id === countryId);
    const demoAgency = agencies.find((a) => demo.has(a.id));
    const others = agencies.filter((a) => !demo.has(a.id));
    if (others.length === 0) throw new Error(`no agency in ${code3}`);
    const demoShare = demoAgency ? Math.round(count * (code3 === 'PHL' ? 0.8 : 0.7)) : 0;
    const owner = (agencyId: number) => ({
      agencyId,
      countryId,
      code3,
      createdBy:
        agencyId === lookups.agencyPh.organization_id
          ? lookups.agencyPh.id
          : agencyId === lookups.agencyId.organization_id
            ? lookups.agencyId.id
            : lookups.admin,
    });
    if (demoAgency) owners.push(...Array.from({ length: demoShare }, () => owner(demoAgency.id)));
    for (const [agency, n] of evenly(others, count - demoShare))
      owners.push(...Array.from({ length: n }, () => owner(agency.id)));
  }
  return owners;
};

/** Careers by gender: 65 % of women housemaids, 35 % of men private drivers, the rest spread. */
const careerSlots = (lookups: Lookups, gender: 'FEMALE' | 'MALE') => {
  const topCode = gender === 'FEMALE' ? BENCH_CAREER_CODE : MALE_TOP_CAREER_CODE;
  const top = lookups.jobs.find((j) => j.code === topCode);
  if (!top) throw new Error(`job ${topCode} is missing`);
  const rest = lookups.jobs.filter(
    (j) => j.id !== top.id && (j.allowed_gender === gender || j.allowed_gender === 'ANY'),
  );
  const topShare = gender === 'FEMALE' ? 650 : 350;
  return slots([
    [top.id, topShare],
    ...evenly(
      rest.map((j) => j.id),
      1000 - topShare,
    ),
  ]);
};

const pick = (list: readonly (readonly [string, string])[], index: 0 | 1) => list.map((pair) => pair[index]);

/** `r(k)`: a deterministic pseudo-random integer 0..999 of the row number `g` for salt `k`. */
const r = (k: number, of = 'g') => `((hashint4extended((${of})::int, ${k}) & 2147483647) % 1000)::int`;

const insertCandidates = async (client: pg.Client, lookups: Lookups, from: number, to: number) => {
  const owners = candidateOwnerSlots(lookups);
  await client.query(
    `insert into candidates (
       agency_id, country_id, passport_number, passport_expiry, name_ar, name_en, birth_date, gender,
       religion, marital_status, job_id, experience_years, languages, education, expected_salary,
       status, created_by, updated_by, created_at, updated_at)
     select ($3::int[])[1 + slot], ($4::int[])[1 + slot], passport_number, passport_expiry,
       ($8::text[])[1 + first_name] || ' ' || ($10::text[])[1 + family1] || ' ' || ($10::text[])[1 + family2],
       ($7::text[])[1 + first_name] || ' ' || ($9::text[])[1 + family1] || ' ' || ($9::text[])[1 + family2],
       birth_date, gender,
       case when r_religion < 800 then ($13::text[])[1 + slot]
         else (array['ISLAM', 'CHRISTIANITY', 'HINDUISM', 'BUDDHISM', 'OTHER'])[1 + r_religion % 5] end,
       marital_status,
       case when gender = 'FEMALE' then ($11::int[])[1 + r_job] else ($12::int[])[1 + r_job] end,
       experience_years,
       case when r_language < 600 and ($14::text[])[1 + slot] <> 'en' then array['en', ($14::text[])[1 + slot]]
         when r_language < 900 then array[($14::text[])[1 + slot]]
         when ($14::text[])[1 + slot] = 'ar' then array['ar', 'en']
         else array[($14::text[])[1 + slot], 'ar'] end,
       education, expected_salary, status, ($5::int[])[1 + slot], ($5::int[])[1 + slot],
       created_at, created_at
     from (
       select s.*,
         case when r_gender < ($6::int[])[1 + slot] then 'FEMALE' else 'MALE' end as gender,
         case when r_gender < ($6::int[])[1 + slot] then r_name % $16::int
           else $16::int + r_name % (cardinality($7::text[]) - $16::int) end as first_name
       from (
         select g,
           ${r(1)} as slot,
           ${r(2)} as r_gender,
           ${r(3)} as r_job,
           ${r(4)} as r_name,
           ${r(5)} % cardinality($9::text[]) as family1,
           ${r(6)} % cardinality($9::text[]) as family2,
           ${r(9)} as r_religion,
           ${r(12)} as r_language,
           '${GENERATED.candidatePassport}' || lpad(g::text, 8, '0') as passport_number,
           current_date + (200 + ${r(7)} * 3) as passport_expiry,
           current_date - (21 * 365 + 30 + (hashint4extended(g, 8) & 2147483647) % (38 * 365))::int
             as birth_date,
           case when ${r(10)} < 550 then 'SINGLE' when ${r(10)} < 900 then 'MARRIED'
             when ${r(10)} < 970 then 'DIVORCED' else 'WIDOWED' end as marital_status,
           ${r(11)} % 16 as experience_years,
           (array['NONE', 'PRIMARY', 'SECONDARY', 'SECONDARY', 'SECONDARY', 'DIPLOMA', 'DIPLOMA',
                  'BACHELOR', 'BACHELOR', 'POSTGRADUATE'])[1 + ${r(13)} % 10] as education,
           1000 + (${r(14)} % 150) * 10 as expected_salary,
           case when ${r(15)} < 800 then 'AVAILABLE' when ${r(15)} < 920 then 'PROCESSING'
             else 'EMPLOYEE' end as status,
           now() - ($15::int - g) * interval '1 minute' as created_at
         from generate_series($1::int, $2::int) g
       ) s
     ) c`,
    [
      from,
      to,
      owners.map((o) => o.agencyId),
      owners.map((o) => o.countryId),
      owners.map((o) => o.createdBy),
      owners.map((o) => profileOf(o.code3).femalePermille),
      ...personParams(lookups),
      owners.map((o) => profileOf(o.code3).religion),
      owners.map((o) => profileOf(o.code3).language),
      CANDIDATES,
      FEMALE_FIRST.length,
    ],
  );
};

/** The male first names sit after the female ones in the name arrays. */
const candidateNameArrays = () => ({
  en: [...pick(FEMALE_FIRST, 0), ...pick(MALE_FIRST, 0)],
  ar: [...pick(FEMALE_FIRST, 1), ...pick(MALE_FIRST, 1)],
});

/**
 * The six parameters, in this order, of the candidate and DLT worker inserts that name a person
 * and give them a career: first names (English, Arabic), family names (English, Arabic), and the
 * FEMALE and MALE career slots.
 */
const personParams = (lookups: Lookups) => {
  const names = candidateNameArrays();
  return [
    names.en,
    names.ar,
    pick(FAMILY, 0),
    pick(FAMILY, 1),
    careerSlots(lookups, 'FEMALE'),
    careerSlots(lookups, 'MALE'),
  ];
};

const insertDltWorkers = async (client: pg.Client, lookups: Lookups, from: number, to: number) => {
  const countries = countrySlots(lookups, 600, 200);
  const phl = lookups.countries.find((c) => c.code3 === 'PHL')!.id;
  await client.query(
    `insert into dlt_workers (
       country_id, passport_number, passport_expiry, name_ar, name_en, birth_date, gender, religion,
       marital_status, job_id, experience_years, languages, education, created_by, created_at)
     select country_id, passport_number, passport_expiry,
       ($7::text[])[1 + first_name] || ' ' || ($9::text[])[1 + family1] || ' ' || ($9::text[])[1 + family2],
       ($6::text[])[1 + first_name] || ' ' || ($8::text[])[1 + family1] || ' ' || ($8::text[])[1 + family2],
       birth_date, gender, religion, marital_status,
       case when gender = 'FEMALE' then ($10::int[])[1 + r_job] else ($11::int[])[1 + r_job] end,
       experience_years, languages, education,
       case when country_id = $13::int then $14::int else $15::int end, created_at
     from (
       select s.*,
         case when r_gender < ($5::int[])[1 + slot] then 'FEMALE' else 'MALE' end as gender,
         case when r_gender < ($5::int[])[1 + slot] then r_name % $16::int
           else $16::int + r_name % (cardinality($6::text[]) - $16::int) end as first_name
       from (
         select g,
           ($3::int[])[1 + ${r(21)}] as country_id,
           ${r(21)} as slot,
           ${r(22)} as r_gender,
           ${r(23)} as r_job,
           ${r(24)} as r_name,
           ${r(25)} % cardinality($8::text[]) as family1,
           ${r(26)} % cardinality($8::text[]) as family2,
           '${GENERATED.dltPassport}' || lpad(g::text, 8, '0') as passport_number,
           current_date + (200 + ${r(27)} * 3) as passport_expiry,
           current_date - (21 * 365 + 30 + (hashint4extended(g, 28) & 2147483647) % (38 * 365))::int
             as birth_date,
           ($4::text[])[1 + ${r(21)}] as religion,
           case when ${r(29)} < 600 then 'SINGLE' when ${r(29)} < 930 then 'MARRIED' else 'DIVORCED' end
             as marital_status,
           ${r(30)} % 12 as experience_years,
           array['en'] as languages,
           (array['PRIMARY', 'SECONDARY', 'SECONDARY', 'DIPLOMA', 'BACHELOR'])[1 + ${r(31)} % 5]
             as education,
           now() - ($12::int - g) * interval '3 minutes' as created_at
         from generate_series($1::int, $2::int) g
       ) s
     ) w`,
    [
      from,
      to,
      countries.map((c) => c.id),
      countries.map((c) => profileOf(c.code3).religion),
      countries.map((c) => profileOf(c.code3).femalePermille),
      ...personParams(lookups),
      DLT_WORKERS,
      phl,
      lookups.fmolPh,
      lookups.admin,
      FEMALE_FIRST.length,
    ],
  );
};

/**
 * Old contracts: contract `g` belongs to worker `w` (3.5 M workers, so a passport has one to a few
 * contracts, always in the worker's country) and employer `e` (1.2 M employers); the country is
 * the worker's: PHL 35 %, IDN 15 %, the rest spread; signed 2012 to 2022, older numbers older.
 */
const insertOldContracts = async (client: pg.Client, lookups: Lookups, from: number, to: number) => {
  const countries = countrySlots(lookups, 350, 150);
  const names = candidateNameArrays();
  const offices = OFFICE_WORDS.flatMap((word) => [
    `Al ${word} Recruitment Office`,
    `Al ${word} Recruitment Company`,
  ]);
  await client.query(
    `insert into old_worker_contracts (
       country_id, contract_number, passport_number, worker_name_ar, worker_name_en, visa_number,
       employer_id, employer_name, office_name, agency_name, job_title, monthly_salary, contract_date,
       imported_by, imported_at)
     select
       ($3::int[])[1 + slot],
       '${GENERATED.oldContractNumber}' || lpad(g::text, 8, '0'),
       '${GENERATED.oldContractPassport}' || lpad(w::text, 8, '0'),
       ($6::text[])[1 + ${r(42, 'w')} % cardinality($6::text[])] || ' ' || ($8::text[])[1 + ${r(43, 'w')} % cardinality($8::text[])],
       ($5::text[])[1 + ${r(42, 'w')} % cardinality($5::text[])] || ' ' || ($7::text[])[1 + ${r(43, 'w')} % cardinality($7::text[])],
       '3' || lpad(((g::bigint * 48271) % 999999937)::text, 9, '0'),
       case when e % 5 = 0 then '2' else '1' end || lpad(((e::bigint * 69621) % 999999937)::text, 9, '0'),
       ($5::text[])[1 + ${r(44, 'e')} % cardinality($5::text[])] || ' Al-' || ($7::text[])[1 + ${r(45, 'e')} % cardinality($7::text[])],
       ($9::text[])[1 + ${r(46)} % cardinality($9::text[])],
       ($4::text[])[1 + slot] || ' Manpower ' || (1 + ${r(47)} % 3),
       ($10::text[])[1 + ${r(48)} % cardinality($10::text[])],
       800 + (${r(49)} % 18) * 100,
       date '2012-01-01' + (g::bigint * 4000 / $11::int)::int,
       $12::int,
       now() - interval '30 days'
     from (
       select g, w, e, ${r(41, 'w')} as slot
       from (
         select g,
           1 + (hashint4extended(g, 40) & 2147483647) % $13::int as w,
           1 + (hashint4extended(g, 50) & 2147483647) % $14::int as e
         from generate_series($1::int, $2::int) g
       ) picked
     ) c`,
    [
      from,
      to,
      countries.map((c) => c.id),
      countries.map((c) => c.name_en),
      names.en,
      names.ar,
      pick(FAMILY, 0),
      pick(FAMILY, 1),
      offices,
      lookups.jobs.map((j) => j.name_en),
      OLD_CONTRACTS,
      lookups.admin,
      OLD_CONTRACT_WORKERS,
      OLD_CONTRACT_EMPLOYERS,
    ],
  );
};

type Table = {
  name: 'candidates' | 'dlt_workers' | 'old_worker_contracts';
  rows: number;
  /** Counts the generated rows (marked by their passport or contract number). */
  marker: string;
  fill: (client: pg.Client, lookups: Lookups, from: number, to: number) => Promise<void>;
};

const TABLES: Table[] = [
  {
    name: 'candidates',
    rows: CANDIDATES,
    marker: `passport_number like '${GENERATED.candidatePassport}%'`,
    fill: insertCandidates,
  },
  {
    name: 'dlt_workers',
    rows: DLT_WORKERS,
    marker: `passport_number like '${GENERATED.dltPassport}%'`,
    fill: insertDltWorkers,
  },
  {
    name: 'old_worker_contracts',
    rows: OLD_CONTRACTS,
    marker: `contract_number like '${GENERATED.oldContractNumber}%'`,
    fill: insertOldContracts,
  },
];

/**
 * Fills one table in one transaction: its secondary indexes are dropped and built again after the
 * rows are in (much faster than maintaining them row by row), with their definitions read from the
 * catalogue so the migrations' indexes come back unchanged. Foreign keys are not checked row by
 * row when the table has no trigger of its own (the values come from the lookups read above).
 */
const fillTable = async (client: pg.Client, lookups: Lookups, table: Table, log: Log) => {
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query(`set local synchronous_commit = off`);
    await client.query(`set local maintenance_work_mem = '1GB'`);
    await client.query(`set local max_parallel_maintenance_workers = 2`);
    const stale = await client.query<{ count: string }>(
      `select count(*) from ${table.name} where ${table.marker}`,
    );
    if (Number(stale.rows[0]!.count) > 0) {
      await client.query(`delete from ${table.name} where ${table.marker}`);
      log(`${table.name}: removed ${stale.rows[0]!.count} generated rows of an earlier incomplete run`);
    }
    const triggers = await client.query<{ own: string; superuser: boolean }>(
      `select (select count(*) from pg_trigger where tgrelid = $1::regclass and not tgisinternal) as own,
              (select rolsuper from pg_roles where rolname = current_user) as superuser`,
      [table.name],
    );
    if (Number(triggers.rows[0]!.own) === 0 && triggers.rows[0]!.superuser)
      await client.query(`set local session_replication_role = replica`);
    const indexes = await client.query<{ name: string; definition: string }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
       where i.indrelid = $1::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [table.name],
    );
    for (const index of indexes.rows) await client.query(`drop index ${index.name}`);
    for (let from = 1; from <= table.rows; from += CHUNK) {
      const to = Math.min(table.rows, from + CHUNK - 1);
      await table.fill(client, lookups, from, to);
      log(`${table.name}: ${to.toLocaleString('en-US')} rows after ${seconds(started)}`);
    }
    const indexed = performance.now();
    for (const index of indexes.rows) await client.query(index.definition);
    log(`${table.name}: ${indexes.rows.length} indexes built in ${seconds(indexed)}`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  log(`${table.name}: ${table.rows.toLocaleString('en-US')} rows in ${seconds(started)}`);
};

/**
 * Makes sure the bench database exists, is migrated, holds the demo data and the generated rows;
 * refills a table whose generated rows are not all there. Returns the database URL.
 */
export const prepareHrPoolData = async (
  url = hrPoolBenchUrl(),
  log: Log = (message) => console.info(`[bench:data] ${message}`),
): Promise<string> => {
  const started = performance.now();
  await ensureDatabase(url, log);
  await migrateAndSeed(url);
  log(`migrated and seeded the demo data in ${seconds(started)}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await ensureBenchAgencies(client);
    const lookups = await readLookups(client);
    const filled: string[] = [];
    for (const table of TABLES) {
      const { rows } = await client.query<{ count: string }>(
        `select count(*) from ${table.name} where ${table.marker}`,
      );
      if (Number(rows[0]!.count) === table.rows) {
        log(`${table.name}: ${table.rows.toLocaleString('en-US')} generated rows already there`);
        continue;
      }
      await fillTable(client, lookups, table, log);
      filled.push(table.name);
    }
    if (filled.length > 0) {
      // What autovacuum would do after such a load: statistics and the visibility map.
      const analysed = performance.now();
      await client.query(`vacuum (analyze) ${filled.join(', ')}`);
      log(`vacuum analyze ${filled.join(', ')} in ${seconds(analysed)}`);
    }
  } finally {
    await client.end();
  }
  log(`ready after ${seconds(started)}: ${new URL(url).pathname.slice(1)}`);
  return url;
};
