import { todayInKingdom } from '../constants';

// The candidates' values a page shows without validating anything, apart from their schemas
// (candidates.ts re-exports them): a candidate's page takes the age from here and loads no zod
// (decision 0064).

/** Domestic work takes ages 21 to 60 unless the job sets its own range (DOMAIN.md "Candidates"). */
export const DEFAULT_CANDIDATE_AGE = { min: 21, max: 60 } as const;

/** The ages a job takes: its own range where it sets one, else the default (21 to 60). */
export const candidateAgeRange = (job?: { minAge: number | null; maxAge: number | null } | null) => ({
  min: job?.minAge ?? DEFAULT_CANDIDATE_AGE.min,
  max: job?.maxAge ?? DEFAULT_CANDIDATE_AGE.max,
});

/** The job's age range when a candidate born on `birthDate` is outside it today, else null. */
export const candidateAgeProblem = (
  birthDate: string,
  job?: { minAge: number | null; maxAge: number | null } | null,
  today: string = todayInKingdom(),
): { min: number; max: number } | null => {
  const range = candidateAgeRange(job);
  const age = ageOn(birthDate, today);
  return age < range.min || age > range.max ? range : null;
};

/** Whole years between `birthDate` and `today` (both YYYY-MM-DD). */
export const ageOn = (birthDate: string, today: string): number => {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
};

/** A megabyte is 1,048,576 bytes (spec 9). */
const MB = 1_048_576;
/**
 * Document limits of a candidate: the admin setting `candidateDocumentLimits` (settings.ts) sets the
 * current ones, these defaults apply while it has no row, and no setting may exceed the maxima (the
 * upload parser's own limit). The server checks the bytes, not the name or the announced type; the
 * form checks size and type first.
 */
export const CANDIDATE_PHOTO_DEFAULT_MB = 2;
export const CANDIDATE_PHOTO_MAX_MB = 10;
export const CANDIDATE_CV_DEFAULT_MB = 5;
export const CANDIDATE_CV_MAX_MB = 20;
export const megabytes = (mb: number): number => mb * MB;
/** What a photo may be sent as; it is stored as a JPEG (longest side 1024 px) and a 160 px thumbnail. */
export const CANDIDATE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CANDIDATE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const CANDIDATE_CV_TYPES = ['application/pdf'] as const;
export const CANDIDATE_CV_ACCEPT = '.pdf,application/pdf';
export const CANDIDATE_PHOTO_MAX_SIDE = 1024;
export const CANDIDATE_THUMB_MAX_SIDE = 160;
