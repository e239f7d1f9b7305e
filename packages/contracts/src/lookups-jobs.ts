import { z } from 'zod';
import { typedNumber } from './digit-fields';
import { idFilter, idParamsSchema, requiredText, versioned } from './fields';
import { enumFilter, exportQuerySchema, listQuerySchema, listResponseSchema } from './list';
import { activeLookupFiltersShape, lookupRecordSchema } from './lookup-schemas';
import { JOB_AGE_LIMITS, JOB_GENDERS } from './lookups-jobs-values';

export { JOB_AGE_LIMITS, JOB_GENDERS, type JobGender } from './lookups-jobs-values';

const jobAge = () =>
  typedNumber(
    z
      .number('validation.jobAge')
      .int('validation.jobAge')
      .min(JOB_AGE_LIMITS.min, 'validation.jobAge')
      .max(JOB_AGE_LIMITS.max, 'validation.jobAge')
      .nullable(),
  ).default(null);

/**
 * `POST /api/lookups/jobs` and `PUT /api/lookups/jobs/{id}`; also the add/edit form's resolver.
 * `minAge`/`maxAge`: the job's own candidate age range (null: the default 21 to 60), min ≤ max.
 */
export const jobInputSchema = z
  .object({
    code: requiredText(20).regex(/^[A-Za-z0-9-]+$/, 'validation.jobCode'),
    nameAr: requiredText(120),
    nameEn: requiredText(120),
    allowedGender: z.enum(JOB_GENDERS, 'validation.required'),
    minAge: jobAge(),
    maxAge: jobAge(),
  })
  .refine((job) => job.minAge === null || job.maxAge === null || job.minAge <= job.maxAge, {
    path: ['maxAge'],
    message: 'validation.jobAgeOrder',
  });
export type JobInput = z.infer<typeof jobInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const jobUpdateSchema = versioned(jobInputSchema);
export type JobUpdate = z.infer<typeof jobUpdateSchema>;

export const jobSchema = lookupRecordSchema({
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  allowedGender: z.enum(JOB_GENDERS),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  active: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** Filters of the jobs list: text on code and both names, allowed gender, active. */
export const jobFiltersShape = activeLookupFiltersShape({ allowedGender: enumFilter(JOB_GENDERS) });
export const JOB_SORT_FIELDS = ['code', 'nameAr', 'nameEn', 'allowedGender', 'active', 'updatedAt'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

export const jobListQuerySchema = listQuerySchema(jobFiltersShape, JOB_SORT_FIELDS);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export const jobExportQuerySchema = exportQuerySchema(jobFiltersShape, JOB_SORT_FIELDS);
export const jobListResponseSchema = listResponseSchema(jobSchema);

/** `GET /api/lookups/jobs/options`: what a form's job picker offers. */
export const jobOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ ar: z.string(), en: z.string() }),
  allowedGender: z.enum(JOB_GENDERS),
  /** The candidate age range the job sets (null: the default 21 to 60). */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  active: z.boolean(),
});
export type JobOption = z.infer<typeof jobOptionSchema>;
export const jobOptionsResponseSchema = z.array(jobOptionSchema);

/** Active jobs only, plus `includeId` (the value a record already holds, even when deactivated). */
export const jobOptionsQuerySchema = z.object({ includeId: idFilter() });

export const jobIdParamsSchema = idParamsSchema;
