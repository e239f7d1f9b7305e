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
