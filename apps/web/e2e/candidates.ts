import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { todayInKingdom } from '@portal/contracts/constants';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { apiAs } from './api-call';
import { typedIn, type Digits } from './arabic-digits';
import { typeDate } from './date-fields';
import type { Language, Side } from './employment-wizard-flow';
import { featureText } from './feature-text';
import { chooseOption } from './select-option';

export const hr = (language: Language, key: string, values?: Record<string, string | number>) =>
  featureText('hr-pool', language, `hrPoolCandidates.${key}`, values);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field of the candidate form by its label (a required one's label ends with a star). */
export const field = (language: Language, name: string) =>
  new RegExp(`^${escaped(hr(language, `fields.${name}`))}`);

/** A passport number no other run uses: 9 capital letters and digits. */
export const newPassport = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 36 ** 2)
    .toString(36)
    .toUpperCase()
    .padStart(2, '0')}`.slice(0, 12);

/** Latin letters only (names refuse digits). */
export const letters = (passport: string) =>
  passport.replace(/\d/g, (digit) => 'ABCDEFGHIJ'[Number(digit)]!).toLowerCase();

export const isoDaysFromNow = (days: number) => todayInKingdom(new Date(Date.now() + days * 86_400_000));

/** A camera's JPEG (with EXIF, which the portal strips) of a plain colour. */
export const photo = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'e2e camera' } } })
    .toBuffer();

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const choose = async (page: Page, label: RegExp, option: string | RegExp) => {
  await chooseOption(page, page.getByRole('combobox', { name: label }), option);
};

export type Job = { id: number; allowedGender: string; name: { ar: string; en: string } };

/** A job open to `gender` as the jobs lookup offers it (the first, or the one of `code`). */
export const jobFor = async (side: Side, gender: 'FEMALE' | 'MALE', code?: string): Promise<Job> => {
  const jobs = (await apiAs(side.page, side.credentials, 'GET', '/api/lookups/jobs/options')) as (Job & {
    code: string;
  })[];
  const job = jobs.find(
    (candidate) =>
      candidate.allowedGender !== (gender === 'FEMALE' ? 'MALE' : 'FEMALE') &&
      (!code || candidate.code === code),
  );
  expect(job, `a ${gender} job ${code ?? ''}`).toBeDefined();
  return job!;
};

/** What the candidate form is given; numbers and dates are typed in the digits chosen. */
export type CandidateValues = {
  passport: string;
  passportExpiry: string;
  nameAr: string;
  nameEn: string;
  birthDate: string;
  gender: 'FEMALE' | 'MALE';
  job: Job;
  experienceYears: number;
  expectedSalary: number;
};

/** Fills the add-candidate form as an agency clerk does, the photo included (not the CV). */
export const fillCandidateForm = async (
  page: Page,
  language: Language,
  values: CandidateValues,
  digits: Digits = 'latin',
) => {
  const typed = typedIn(digits);
  await page.getByLabel(field(language, 'passportNumber')).fill(typed(values.passport.toLowerCase()));
  await typeDate(page, field(language, 'passportExpiry'), typed(values.passportExpiry));
  await page.getByLabel(field(language, 'nameAr')).fill(values.nameAr);
  await page.getByLabel(field(language, 'nameEn')).fill(values.nameEn);
  await typeDate(page, field(language, 'birthDate'), typed(values.birthDate));
  await choose(page, field(language, 'gender'), hr(language, `gender.${values.gender}`));
  await choose(page, field(language, 'religion'), hr(language, 'religion.CHRISTIANITY'));
  await choose(page, field(language, 'maritalStatus'), hr(language, 'maritalStatus.SINGLE'));
  await choose(
    page,
    field(language, 'jobId'),
    language === 'ar-SA' ? values.job.name.ar : values.job.name.en,
  );
  await page.getByLabel(field(language, 'experienceYears')).fill(typed(String(values.experienceYears)));
  await page.getByRole('combobox', { name: field(language, 'languages') }).click();
  await page.getByRole('option', { name: hr(language, 'language.en') }).click();
  await page.getByRole('option', { name: hr(language, 'language.tl') }).click();
  await page.keyboard.press('Escape');
  await choose(page, field(language, 'education'), hr(language, 'education.SECONDARY'));
  await page.getByLabel(field(language, 'expectedSalary')).fill(typed(String(values.expectedSalary)));
  await page
    .getByLabel(field(language, 'photo'))
    .setInputFiles({ name: 'worker.jpg', mimeType: 'image/jpeg', buffer: await photo() });
};

/** A candidate of the agency made through the API (the form has its own test). */
export const addCandidate = async (
  agency: Side,
  passport: string,
  gender: 'FEMALE' | 'MALE' = 'FEMALE',
  job?: Job,
) => {
  const data = {
    passportNumber: passport,
    passportExpiry: isoDaysFromNow(2 * 365),
    nameAr: gender === 'FEMALE' ? 'جوي ريس' : 'جون ريس',
    nameEn: `${gender === 'FEMALE' ? 'Joy' : 'John'} ${letters(passport)}`,
    birthDate: '1990-02-11',
    gender,
    religion: 'CHRISTIANITY',
    maritalStatus: 'MARRIED',
    jobId: (job ?? (await jobFor(agency, gender))).id,
    experienceYears: 6,
    languages: ['en'],
    education: 'DIPLOMA',
    expectedSalary: 1600,
  };
  return (await apiAs(
    agency.page,
    agency.credentials,
    'POST',
    '/api/hr-pool/candidates',
    { data: JSON.stringify(data) },
    true,
  )) as Candidate;
};
