// The employment wizard's values a step shows without validating anything, apart from its schemas
// (wizard.ts re-exports them): the econtracting step takes its bounds from here and loads no zod
// (decision 0064).

/** The bounds of the econtracting step (SAR, months, days). */
export const EMPLOYMENT_TERMS_LIMITS = {
  monthlySalary: { min: 500, max: 100_000 },
  durationMonths: { min: 12, max: 36, default: 24 },
  probationDays: { min: 0, max: 90, default: 90 },
  recruitmentFee: { min: 0, max: 100_000 },
} as const;
