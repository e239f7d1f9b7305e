import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths, type CandidateInput } from '@portal/contracts/hr-pool/candidates';
import type { CandidateLanguage, CandidateStatus, Religion } from '@portal/contracts/hr-pool/enums';
import type { Database } from '../client';
import { candidates, countries, establishments, jobs, memberships, organizations } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How many candidates each demo agency gets. */
export const CANDIDATES_PER_AGENCY = 30;

type Name = { en: string; ar: string };
type CountryPeople = {
  women: Name[];
  men: Name[];
  languages: CandidateLanguage[];
  religions: Religion[];
};

const PHILIPPINES: CountryPeople = {
  women: [
    { en: 'Maria Clara Santos', ar: 'ماريا كلارا سانتوس' },
    { en: 'Joy Dela Cruz', ar: 'جوي ديلا كروز' },
    { en: 'Analyn Reyes', ar: 'أنالين رييس' },
    { en: 'Rowena Garcia', ar: 'روينا غارسيا' },
    { en: 'Liza Mendoza', ar: 'ليزا ميندوزا' },
    { en: 'Grace Villanueva', ar: 'غريس فيلانويفا' },
    { en: 'Marites Bautista', ar: 'ماريتس باوتيستا' },
    { en: 'Jocelyn Ramos', ar: 'جوسلين راموس' },
    { en: 'Cristina Aquino', ar: 'كريستينا أكينو' },
    { en: 'Rosalie Flores', ar: 'روزالي فلوريس' },
    { en: 'Noraida Ampatuan', ar: 'نورايدا أمباتوان' },
    { en: "Mary Ann O'Neil Torres", ar: 'ماري آن توريس' },
  ],
  men: [
    { en: 'Jose Rizal Mercado', ar: 'خوسيه ريزال ميركادو' },
    { en: 'Rodel Bautista', ar: 'روديل باوتيستا' },
    { en: 'Mark Anthony Cruz', ar: 'مارك أنتوني كروز' },
    { en: 'Ramon Castillo', ar: 'رامون كاستيو' },
    { en: 'Edgar Navarro', ar: 'إدغار نافارو' },
    { en: 'Abdulrahman Macarambon', ar: 'عبد الرحمن ماكارامبون' },
  ],
  languages: ['en', 'tl'],
  religions: ['CHRISTIANITY', 'CHRISTIANITY', 'CHRISTIANITY', 'ISLAM'],
};

const INDONESIA: CountryPeople = {
  women: [
    { en: 'Siti Rahmawati', ar: 'سيتي رحمواتي' },
    { en: 'Dewi Lestari', ar: 'ديوي ليستاري' },
    { en: 'Nur Aisyah', ar: 'نور عائشة' },
    { en: 'Sri Wahyuni', ar: 'سري وحيوني' },
    { en: 'Rina Marlina', ar: 'رينا مارلينا' },
    { en: 'Fitri Handayani', ar: 'فطري هاندياني' },
    { en: 'Yuliana Putri', ar: 'يوليانا بوتري' },
    { en: 'Ratna Sari', ar: 'راتنا ساري' },
    { en: 'Nurul Hidayah', ar: 'نور الهداية' },
    { en: 'Kartika Dewi', ar: 'كارتيكا ديوي' },
  ],
  men: [
    { en: 'Agus Setiawan', ar: 'أغوس سيتياوان' },
    { en: 'Budi Santoso', ar: 'بودي سانتوسو' },
    { en: 'Ahmad Fauzi', ar: 'أحمد فوزي' },
    { en: 'Eko Prasetyo', ar: 'إيكو براسيتيو' },
    { en: 'Muhammad Rizki', ar: 'محمد رزقي' },
  ],
  languages: ['id', 'en'],
  religions: ['ISLAM', 'ISLAM', 'ISLAM', 'CHRISTIANITY'],
};

/** Any other sending country: common names of the region, English and Arabic spoken. */
const OTHERS: CountryPeople = {
  women: [
    { en: 'Amina Hassan', ar: 'أمينة حسن' },
    { en: 'Fatuma Ali', ar: 'فاطمة علي' },
    { en: 'Tigist Alemu', ar: 'تيغيست أليمو' },
    { en: 'Kumari Perera', ar: 'كوماري بيريرا' },
    { en: 'Rokeya Begum', ar: 'رقية بيغوم' },
    { en: 'Srey Mao', ar: 'سراي ماو' },
  ],
  men: [
    { en: 'Mohammad Rahim', ar: 'محمد رحيم' },
    { en: 'Abdul Karim', ar: 'عبد الكريم' },
    { en: 'Dara Kim', ar: 'دارا كيم' },
  ],
  languages: ['en', 'ar'],
  religions: ['ISLAM', 'CHRISTIANITY', 'BUDDHISM', 'HINDUISM', 'OTHER'],
};

const PEOPLE: Record<string, CountryPeople> = { PHL: PHILIPPINES, IDN: INDONESIA };

/** Careers by gender (codes of the jobs seed): women's and open careers, men's and open careers. */
const WOMEN_JOBS = ['911101', '531101', '512001', '532201', '532202'];
const MEN_JOBS = ['911102', '832201', '921401', '541401', '512001'];
const MARITAL = ['SINGLE', 'MARRIED', 'SINGLE', 'DIVORCED', 'WIDOWED'] as const;
const EDUCATION = ['SECONDARY', 'PRIMARY', 'DIPLOMA', 'SECONDARY', 'BACHELOR', 'NONE'] as const;

/** Of every 10 candidates: 6 available, 3 processing, 1 employee (every status in every agency). */
const statusOf = (index: number): CandidateStatus =>
  index % 10 === 9 ? 'EMPLOYEE' : index % 10 >= 6 ? 'PROCESSING' : 'AVAILABLE';

/** `date` moved by whole days. */
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A demo passport: the agency's id and the candidate's number, unique within the country. */
export const demoPassport = (agencyId: number, index: number): string =>
  `DC${String(agencyId).padStart(4, '0')}${String(index).padStart(4, '0')}`;

/**
 * The demo candidates of one agency, as the form would send them (checked by the contract in
 * the seed's test): women and men, every status, ages 22 to 51, passports valid 1 to 5 years,
 * all dates relative to `today`.
 */
export const demoCandidatesOf = (
  agencyId: number,
  code3: string,
  jobIds: ReadonlyMap<string, number>,
  today = todayInKingdom(),
): (CandidateInput & { status: CandidateStatus })[] => {
  const people = PEOPLE[code3] ?? OTHERS;
  return Array.from({ length: CANDIDATES_PER_AGENCY }, (_, index) => {
    const woman = index % 4 !== 3;
    const names = woman ? people.women : people.men;
    const name = names[(index >> 2) % names.length] ?? names[0]!;
    const careers = woman ? WOMEN_JOBS : MEN_JOBS;
    const jobCode = careers[index % careers.length]!;
    const age = 22 + ((index * 7) % 30);
    const languages = [...people.languages.slice(0, 1 + (index % people.languages.length))];
    if (index % 5 === 0 && !languages.includes('ar')) languages.push('ar');
    return {
      passportNumber: demoPassport(agencyId, index + 1),
      passportExpiry: addMonths(today, 12 + ((index * 5) % 48)),
      nameEn: name.en,
      nameAr: name.ar,
      birthDate: addDays(addMonths(today, -12 * age), -((index * 37) % 300)),
      gender: woman ? 'FEMALE' : 'MALE',
      religion: people.religions[index % people.religions.length]!,
      maritalStatus: MARITAL[index % MARITAL.length]!,
      jobId: jobIds.get(jobCode) ?? jobIds.values().next().value!,
      experienceYears: Math.min(age - 20, index % 12),
      languages,
      education: EDUCATION[index % EDUCATION.length]!,
      expectedSalary: 1000 + ((index * 150) % 1500),
      status: statusOf(index),
    };
  });
};

/**
 * A few dozen candidates for every demo foreign agency (EPRO with a country: agency-ph's Manila
 * Star, agency-id's PT Prima, Cebu Bright), in every status, without photos. Idempotent: a
 * candidate whose passport the country already holds is left as it is.
 */
export const seedCandidates = async (tx: Tx | Database): Promise<number> => {
  const agencies = await tx
    .select({ id: organizations.id, countryId: organizations.countryId, code3: countries.code3 })
    .from(organizations)
    .innerJoin(countries, eq(countries.id, organizations.countryId))
    .where(and(eq(organizations.type, 'EPRO'), isNotNull(organizations.countryId)))
    .orderBy(asc(organizations.id));
  if (agencies.length === 0) return 0;
  const members = await tx
    .select({ organizationId: establishments.organizationId, userId: memberships.userId })
    .from(memberships)
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(
      inArray(
        establishments.organizationId,
        agencies.map((agency) => agency.id),
      ),
    )
    .orderBy(asc(memberships.id));
  const jobRows = await tx.select({ id: jobs.id, code: jobs.code }).from(jobs).where(eq(jobs.active, true));
  const jobIds = new Map(jobRows.map((job) => [job.code, job.id]));
  if (jobIds.size === 0) return 0;
  let added = 0;
  for (const agency of agencies) {
    const userId = members.find((member) => member.organizationId === agency.id)?.userId;
    if (userId === undefined || agency.countryId === null) continue;
    const rows = demoCandidatesOf(agency.id, agency.code3, jobIds).map((candidate) => ({
      ...candidate,
      agencyId: agency.id,
      countryId: agency.countryId!,
      createdBy: userId,
      updatedBy: userId,
    }));
    const inserted = await tx
      .insert(candidates)
      .values(rows)
      .onConflictDoNothing({ target: [candidates.countryId, candidates.passportNumber] })
      .returning({ id: candidates.id });
    added += inserted.length;
  }
  return added;
};
