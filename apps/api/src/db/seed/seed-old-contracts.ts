import { eq, inArray } from 'drizzle-orm';
import type { CountryCode } from '@portal/contracts/constants';
import { storeOldContracts, type NewOldContractRow } from '../../modules/old-contracts/service';
import type { Database } from '../client';
import { countries, users } from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The passport of a Philippine worker with two old contracts; the e2e searches it as embassy-ph. */
export const DEMO_OLD_CONTRACT_PASSPORT = 'P4821730A';

type Worker = { en: string; ar: string; passport: string };
type CountryContracts = { agency: string; workers: [Worker, Worker, Worker] };

/** Per sending country: the foreign agency of the time and three workers (Latin and Arabic names). */
const COUNTRY_CONTRACTS: Record<Exclude<CountryCode, 'SAU'>, CountryContracts> = {
  PHL: {
    agency: 'Manila Overseas Manpower Services',
    workers: [
      { en: 'Maria Santos Reyes', ar: 'ماريا سانتوس ريس', passport: DEMO_OLD_CONTRACT_PASSPORT },
      { en: 'Joy Dela Cruz', ar: 'جوي ديلا كروز', passport: 'P5093316B' },
      { en: 'Rodel Bautista', ar: 'روديل باوتيستا', passport: 'P7710254C' },
    ],
  },
  IDN: {
    agency: 'PT Jakarta Tenaga Kerja',
    workers: [
      { en: 'Siti Nurhaliza', ar: 'سيتي نورهاليزا', passport: 'B3120987' },
      { en: 'Dewi Lestari', ar: 'ديوي ليستاري', passport: 'B4471208' },
      { en: 'Agus Setiawan', ar: 'أغوس سيتياوان', passport: 'B5580321' },
    ],
  },
  BGD: {
    agency: 'Dhaka Overseas Recruiting Agency',
    workers: [
      { en: 'Mohammad Rahim Uddin', ar: 'محمد رحيم الدين', passport: 'BX0456712' },
      { en: 'Abdul Karim Hossain', ar: 'عبد الكريم حسين', passport: 'BX0783345' },
      { en: 'Rokeya Begum', ar: 'رقية بيغوم', passport: 'BX0912236' },
    ],
  },
  KHM: {
    agency: 'Phnom Penh Labour Export Company',
    workers: [
      { en: 'Sokha Chan', ar: 'سوخا تشان', passport: 'N01234567' },
      { en: 'Srey Mao', ar: 'سراي ماو', passport: 'N01876543' },
      { en: 'Dara Kim', ar: 'دارا كيم', passport: 'N02345671' },
    ],
  },
  ETH: {
    agency: 'Addis Employment Agency',
    workers: [
      { en: 'Tigist Alemu', ar: 'تيغيست أليمو', passport: 'EP3345120' },
      { en: 'Hiwot Bekele', ar: 'هيوت بيكيلي', passport: 'EP3567781' },
      { en: 'Meseret Girma', ar: 'ميسيرت غيرما', passport: 'EP3890014' },
    ],
  },
  LKA: {
    agency: 'Colombo Foreign Employment Services',
    workers: [
      { en: 'Kumari Perera', ar: 'كوماري بيريرا', passport: 'N6732019' },
      { en: 'Nimal Fernando', ar: 'نيمال فرناندو', passport: 'N6845127' },
      { en: 'Fathima Rizna', ar: 'فاطمة رزنة', passport: 'N6990348' },
    ],
  },
  UGA: {
    agency: 'Kampala Workforce Agency',
    workers: [
      { en: 'Grace Namukasa', ar: 'غريس ناموكاسا', passport: 'B1203458' },
      { en: 'Aisha Nakato', ar: 'عائشة ناكاتو', passport: 'B1287764' },
      { en: 'Sarah Achieng', ar: 'سارة أشينغ', passport: 'B1345590' },
    ],
  },
  VNM: {
    agency: 'Hanoi Manpower Supply',
    workers: [
      { en: 'Nguyen Thi Lan', ar: 'نغوين ثي لان', passport: 'C4512378' },
      { en: 'Tran Van Minh', ar: 'تران فان مينه', passport: 'C4609912' },
      { en: 'Le Thi Hoa', ar: 'لي ثي هوا', passport: 'C4781134' },
    ],
  },
  EGY: {
    agency: 'Cairo Labour Recruitment Office',
    workers: [
      { en: 'Ahmed Mahmoud Hassan', ar: 'أحمد محمود حسن', passport: 'A23456781' },
      { en: 'Mostafa Ali Ibrahim', ar: 'مصطفى علي إبراهيم', passport: 'A23987650' },
      { en: 'Khaled Samir Youssef', ar: 'خالد سمير يوسف', passport: 'A24561230' },
    ],
  },
  IND: {
    agency: 'Kerala Overseas Manpower',
    workers: [
      { en: 'Rajesh Kumar', ar: 'راجيش كومار', passport: 'M4567123' },
      { en: 'Suresh Nair', ar: 'سوريش ناير', passport: 'M4678902' },
      { en: 'Lakshmi Devi', ar: 'لاكشمي ديفي', passport: 'M4790345' },
    ],
  },
  SOM: {
    agency: 'Mogadishu Employment Services',
    workers: [
      { en: 'Hodan Abdi Warsame', ar: 'هودن عبدي ورسمه', passport: 'P00123456' },
      { en: 'Fadumo Ali Nur', ar: 'فادومو علي نور', passport: 'P00234567' },
      { en: 'Abdirahman Yusuf', ar: 'عبد الرحمن يوسف', passport: 'P00345678' },
    ],
  },
  SDN: {
    agency: 'Khartoum Manpower Agency',
    workers: [
      { en: 'Omer Abdelrahim', ar: 'عمر عبد الرحيم', passport: 'D12345670' },
      { en: 'Hassan Elnour', ar: 'حسن النور', passport: 'D12456781' },
      { en: 'Amna Osman', ar: 'آمنة عثمان', passport: 'D12567892' },
    ],
  },
  YEM: {
    agency: 'Sanaa Labour Services',
    workers: [
      { en: 'Saleh Abdullah Alawi', ar: 'صالح عبدالله العلوي', passport: '04512367' },
      { en: 'Nasser Ahmed Qaid', ar: 'ناصر أحمد قائد', passport: '04623478' },
      { en: 'Ali Mohammed Saeed', ar: 'علي محمد سعيد', passport: '04734589' },
    ],
  },
  PAK: {
    agency: 'Lahore Overseas Employment Promoters',
    workers: [
      { en: 'Muhammad Imran Khan', ar: 'محمد عمران خان', passport: 'AB1234567' },
      { en: 'Tariq Mehmood', ar: 'طارق محمود', passport: 'AB2345678' },
      { en: 'Shahid Iqbal', ar: 'شاهد إقبال', passport: 'AB3456789' },
    ],
  },
  MAR: {
    agency: 'Casablanca Recruitment Agency',
    workers: [
      { en: 'Fatima Zahra Alaoui', ar: 'فاطمة الزهراء العلوي', passport: 'UZ1234567' },
      { en: 'Youssef Bennani', ar: 'يوسف بناني', passport: 'UZ2345678' },
      { en: 'Khadija Tazi', ar: 'خديجة التازي', passport: 'UZ3456789' },
    ],
  },
  THA: {
    agency: 'Bangkok Overseas Employment',
    workers: [
      { en: 'Somchai Srisuk', ar: 'سومتشاي سريسوك', passport: 'AA1234567' },
      { en: 'Malee Wongsa', ar: 'مالي وونغسا', passport: 'AA2345678' },
      { en: 'Niran Chaiyo', ar: 'نيران تشايو', passport: 'AA3456789' },
    ],
  },
  BDI: {
    agency: 'Bujumbura Labour Agency',
    workers: [
      { en: 'Aline Niyonzima', ar: 'آلين نيونزيما', passport: 'OP0123456' },
      { en: 'Claudine Irakoze', ar: 'كلودين إراكوزي', passport: 'OP0234567' },
      { en: 'Jean Ndayishimiye', ar: 'جان ندايشيمي', passport: 'OP0345678' },
    ],
  },
  SLE: {
    agency: 'Freetown Manpower Services',
    workers: [
      { en: 'Fatmata Kamara', ar: 'فاطمتا كامارا', passport: 'E00123456' },
      { en: 'Mariama Sesay', ar: 'مريمة سيساي', passport: 'E00234567' },
      { en: 'Mohamed Bangura', ar: 'محمد بانغورا', passport: 'E00345678' },
    ],
  },
  KEN: {
    agency: 'Nairobi Overseas Recruitment',
    workers: [
      { en: 'Mary Wanjiku', ar: 'ماري وانجيكو', passport: 'AK0123456' },
      { en: 'Faith Achieng Otieno', ar: 'فيث أشينغ أوتينو', passport: 'AK0234567' },
      { en: 'Peter Kamau', ar: 'بيتر كاماو', passport: 'AK0345678' },
    ],
  },
  TZA: {
    agency: 'Dar es Salaam Employment Agency',
    workers: [
      { en: 'Neema Mwakyusa', ar: 'نعمة مواكيوسا', passport: 'AB0456123' },
      { en: 'Rehema Juma', ar: 'رحمة جمعة', passport: 'AB0567234' },
      { en: 'Halima Said', ar: 'حليمة سعيد', passport: 'AB0678345' },
    ],
  },
};

/** Saudi employers (national id starting 1, resident id starting 2) and the offices that recruited for them. */
const EMPLOYERS = [
  { id: '1023456789', name: 'عبدالله بن سعد القحطاني', office: 'مكتب الرياض للاستقدام' },
  { id: '1034567890', name: 'نورة بنت محمد العتيبي', office: 'مكتب جدة الدولي للاستقدام' },
  { id: '2045678901', name: 'Ahmed Farouk El-Sayed', office: 'مكتب الدمام للاستقدام' },
  { id: '1056789012', name: 'فهد بن عبدالعزيز الدوسري', office: 'مكتب الرياض للاستقدام' },
];

/** Female domestic work and male driving, as most old contracts were. */
const JOBS = [
  { title: 'Domestic Worker', salary: 1500 },
  { title: 'Private Driver', salary: 2000 },
  { title: 'Housekeeper', salary: 1800 },
];

const CONTRACT_DATES = ['2016-03-14', '2018-09-02', '2021-01-20'];

/** The second (later) contract of the demo Philippine worker: she came back to another employer. */
const RETURNING_PHL = { number: 'OC-PHL-2023-0004', date: '2023-05-07', employer: 3 };

/** The demo old contracts: three per sending country, and a second contract for the PHL demo passport. */
export const demoOldContracts = (): (Omit<NewOldContractRow, 'countryId' | 'importedBy'> & {
  country: CountryCode;
})[] =>
  Object.entries(COUNTRY_CONTRACTS).flatMap(([code, { agency, workers }], countryIndex) => {
    const rows = workers.map((worker, index) => {
      const employer = EMPLOYERS[(countryIndex + index) % EMPLOYERS.length]!;
      const job = JOBS[index]!;
      const date = CONTRACT_DATES[index]!;
      return {
        country: code as CountryCode,
        contractNumber: `OC-${code}-${date.slice(0, 4)}-${String(index + 1).padStart(4, '0')}`,
        passportNumber: worker.passport,
        workerNameAr: worker.ar,
        workerNameEn: worker.en,
        visaNumber: String(1_900_000_000 + countryIndex * 1000 + index * 17),
        employerId: employer.id,
        employerName: employer.name,
        officeName: employer.office,
        agencyName: agency,
        jobTitle: job.title,
        monthlySalary: job.salary,
        contractDate: date,
      };
    });
    if (code !== 'PHL') return rows;
    const employer = EMPLOYERS[RETURNING_PHL.employer]!;
    return [
      ...rows,
      {
        ...rows[0]!,
        contractNumber: RETURNING_PHL.number,
        visaNumber: '1900000999',
        employerId: employer.id,
        employerName: employer.name,
        officeName: employer.office,
        monthlySalary: 1700,
        contractDate: RETURNING_PHL.date,
      },
    ];
  });

/**
 * Demo old worker contracts for every sending country of the countries seed, imported by `admin`;
 * keyed by country and contract number, so seeding again changes nothing.
 */
export const seedOldContracts = async (tx: Tx): Promise<void> => {
  const contracts = demoOldContracts();
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (!admin) throw new Error('seed the demo users before the old contracts');
  const countryRows = await tx
    .select({ id: countries.id, code3: countries.code3 })
    .from(countries)
    .where(inArray(countries.code3, [...new Set(contracts.map((row) => row.country))]));
  const countryIds = new Map(countryRows.map((row) => [row.code3, row.id]));
  await storeOldContracts(
    tx,
    contracts.flatMap(({ country, ...row }) => {
      const countryId = countryIds.get(country);
      return countryId === undefined ? [] : [{ ...row, countryId, importedBy: admin.id }];
    }),
  );
};
