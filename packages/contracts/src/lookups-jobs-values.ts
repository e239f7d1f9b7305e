// The jobs' values a page shows without validating anything, apart from their schemas
// (lookups-jobs.ts re-exports them): the web's list of jobs takes them from here and loads no zod
// (decision 0064).

/** DOMAIN.md lookups: a job (career) may be open to any gender, or to women or men only. */
export const JOB_GENDERS = ['ANY', 'FEMALE', 'MALE'] as const;
export type JobGender = (typeof JOB_GENDERS)[number];

/** The ages a job may set for its candidates (a blank bound keeps the default 21 or 60). */
export const JOB_AGE_LIMITS = { min: 14, max: 70 } as const;
