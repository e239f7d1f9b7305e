import { asc, eq, inArray } from 'drizzle-orm';
import type {
  CandidateGender,
  EducationLevel,
  MaritalStatus,
  Religion,
} from '@portal/contracts/hr-pool/enums';
import {
  claimWorker,
  insertCandidateOfWorker,
  linkCandidate,
} from '../../modules/hr-pool-dlt/take-repository';
import type { Database } from '../client';
import { dltWorkers, establishments, jobs, memberships, organizations, users } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type DemoWorker = {
  nameEn: string;
  nameAr: string;
  gender: CandidateGender;
  /** Years old today (the birthday falls `ageDays` days later in the year). */
  age: number;
  religion: Religion;
  maritalStatus: MaritalStatus;
  job: string;
  experienceYears: number;
  languages: string[];
  education: EducationLevel;
  /** Taken by agency-ph with this expected salary (SAR). */
  takenFor?: number;
};

/** Philippine workers registered by the labour ministry (fmol-ph): housemaids, drivers, cooks. */
const DEMO_WORKERS: DemoWorker[] = [
  {
    nameEn: 'Maria Dela Cruz',
    nameAr: 'ماريا ديلا كروز',
    gender: 'FEMALE',
    age: 28,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '911101',
    experienceYears: 4,
    languages: ['en', 'tl'],
    education: 'SECONDARY',
    takenFor: 1500,
  },
  {
    nameEn: 'Ana Santos',
    nameAr: 'آنا سانتوس',
    gender: 'FEMALE',
    age: 34,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    job: '911101',
    experienceYears: 8,
    languages: ['en', 'tl', 'ar'],
    education: 'PRIMARY',
  },
  {
    nameEn: 'Rosalie Bautista',
    nameAr: 'روزالي باوتيستا',
    gender: 'FEMALE',
    age: 25,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '911101',
    experienceYears: 2,
    languages: ['tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Jenny Reyes',
    nameAr: 'جيني رييس',
    gender: 'FEMALE',
    age: 41,
    religion: 'CHRISTIANITY',
    maritalStatus: 'WIDOWED',
    job: '911101',
    experienceYears: 12,
    languages: ['en', 'tl'],
    education: 'PRIMARY',
  },
  {
    nameEn: 'Fatima Ampatuan',
    nameAr: 'فاطمة أمباتوان',
    gender: 'FEMALE',
    age: 30,
    religion: 'ISLAM',
    maritalStatus: 'MARRIED',
    job: '911101',
    experienceYears: 5,
    languages: ['tl', 'ar'],
    education: 'SECONDARY',
    takenFor: 1650,
  },
  {
    nameEn: 'Liza Garcia',
    nameAr: 'ليزا غارسيا',
    gender: 'FEMALE',
    age: 37,
    religion: 'CHRISTIANITY',
    maritalStatus: 'DIVORCED',
    job: '512001',
    experienceYears: 9,
    languages: ['en', 'tl'],
    education: 'DIPLOMA',
  },
  {
    nameEn: 'Marites Villanueva',
    nameAr: 'ماريتس فيلانويفا',
    gender: 'FEMALE',
    age: 23,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '911101',
    experienceYears: 1,
    languages: ['tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Grace Mendoza',
    nameAr: 'غريس مندوزا',
    gender: 'FEMALE',
    age: 45,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    job: '512001',
    experienceYears: 15,
    languages: ['en', 'tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Amina Macaraya',
    nameAr: 'أمينة ماكارايا',
    gender: 'FEMALE',
    age: 29,
    religion: 'ISLAM',
    maritalStatus: 'SINGLE',
    job: '911101',
    experienceYears: 3,
    languages: ['tl', 'ar', 'en'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Joy Castillo',
    nameAr: 'جوي كاستيو',
    gender: 'FEMALE',
    age: 32,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    job: '911101',
    experienceYears: 6,
    languages: ['en'],
    education: 'BACHELOR',
  },
  {
    nameEn: 'Jose Ramos',
    nameAr: 'خوسيه راموس',
    gender: 'MALE',
    age: 38,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    job: '832201',
    experienceYears: 10,
    languages: ['en', 'tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Mark Aquino',
    nameAr: 'مارك أكينو',
    gender: 'MALE',
    age: 27,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '832201',
    experienceYears: 3,
    languages: ['en', 'tl'],
    education: 'DIPLOMA',
  },
  {
    nameEn: 'Abdul Salik',
    nameAr: 'عبدول ساليك',
    gender: 'MALE',
    age: 35,
    religion: 'ISLAM',
    maritalStatus: 'MARRIED',
    job: '832201',
    experienceYears: 7,
    languages: ['ar', 'tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Ramon Torres',
    nameAr: 'رامون توريس',
    gender: 'MALE',
    age: 44,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    job: '512001',
    experienceYears: 18,
    languages: ['en', 'tl'],
    education: 'PRIMARY',
  },
  {
    nameEn: 'Paolo Navarro',
    nameAr: 'باولو نافارو',
    gender: 'MALE',
    age: 24,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '911102',
    experienceYears: 1,
    languages: ['tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Noel Fernandez',
    nameAr: 'نويل فرنانديز',
    gender: 'MALE',
    age: 50,
    religion: 'CHRISTIANITY',
    maritalStatus: 'WIDOWED',
    job: '911102',
    experienceYears: 20,
    languages: ['en', 'tl'],
    education: 'PRIMARY',
  },
  {
    nameEn: 'Omar Maulana',
    nameAr: 'عمر مولانا',
    gender: 'MALE',
    age: 31,
    religion: 'ISLAM',
    maritalStatus: 'SINGLE',
    job: '832201',
    experienceYears: 5,
    languages: ['ar', 'en', 'tl'],
    education: 'SECONDARY',
  },
  {
    nameEn: 'Cristina Flores',
    nameAr: 'كريستينا فلوريس',
    gender: 'FEMALE',
    age: 26,
    religion: 'CHRISTIANITY',
    maritalStatus: 'SINGLE',
    job: '911101',
    experienceYears: 2,
    languages: ['en', 'tl'],
    education: 'SECONDARY',
  },
];

/** `years` and `days` from today (UTC) as YYYY-MM-DD. */
const dayFromToday = (years: number, days = 0): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first membership's user and organisation of each username. */
const peopleOf = async (tx: Tx, usernames: string[]) => {
  const rows = await tx
    .select({
      username: users.username,
      userId: users.id,
      organizationId: establishments.organizationId,
      countryId: organizations.countryId,
    })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .innerJoin(organizations, eq(organizations.id, establishments.organizationId))
    .where(inArray(users.username, usernames))
    .orderBy(asc(memberships.id));
  const found = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!found.has(row.username)) found.set(row.username, row);
  return found;
};

/**
 * Demo DLT workers (decision 0026): eighteen Philippine workers registered by the fmol-ph ministry, two
 * of them already taken by agency-ph (each became an AVAILABLE candidate of agency-ph). Added once:
 * nothing is written when the ministry has registered workers already, or without the demo accounts.
 */
export const seedDltWorkers = async (tx: Tx): Promise<void> => {
  const people = await peopleOf(tx, ['fmol-ph', 'agency-ph']);
  const ministry = people.get('fmol-ph');
  const agency = people.get('agency-ph');
  if (!ministry?.countryId || !agency) return;
  const [existing] = await tx
    .select({ id: dltWorkers.id })
    .from(dltWorkers)
    .where(eq(dltWorkers.createdBy, ministry.userId))
    .limit(1);
  if (existing) return;
  const jobIds = new Map(
    (await tx.select({ id: jobs.id, code: jobs.code }).from(jobs)).map((job) => [job.code, job.id]),
  );
  for (const [index, demo] of DEMO_WORKERS.entries()) {
    const jobId = jobIds.get(demo.job);
    if (!jobId) continue;
    const [worker] = await tx
      .insert(dltWorkers)
      .values({
        countryId: ministry.countryId,
        passportNumber: `DLT${String(260_001 + index).padStart(7, '0')}`,
        passportExpiry: dayFromToday(2 + (index % 4), index * 11),
        nameAr: demo.nameAr,
        nameEn: demo.nameEn,
        birthDate: dayFromToday(-demo.age, -(17 + index * 13)),
        gender: demo.gender,
        religion: demo.religion,
        maritalStatus: demo.maritalStatus,
        jobId,
        experienceYears: demo.experienceYears,
        languages: demo.languages,
        education: demo.education,
        createdBy: ministry.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!worker || demo.takenFor === undefined) continue;
    const candidate = await insertCandidateOfWorker(
      tx,
      worker,
      agency.organizationId,
      demo.takenFor,
      agency.userId,
    );
    if (!candidate) continue;
    await claimWorker(tx, worker.id, agency.organizationId);
    await linkCandidate(tx, worker.id, candidate.id);
  }
};
