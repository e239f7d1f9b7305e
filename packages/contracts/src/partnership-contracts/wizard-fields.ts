// Apart from wizard-values.ts, which every step of the wizard loads: only the preview places a refused
// field on its step (decision 0064).

/**
 * The fields of each step that holds input, in the wizard's order: the keys of the steps' schemas
 * (`PARTNERSHIP_WIZARD_STEP_SCHEMAS`; a test holds them equal), for a page that places a refused field
 * on its step without loading the schemas (decision 0064).
 */
export const PARTNERSHIP_WIZARD_STEP_FIELDS = {
  epro: ['countryId', 'agencyId'],
  obligations: ['templateVersionId', 'officeAr', 'officeEn', 'agencyAr', 'agencyEn'],
  financial: ['lines'],
} as const;
export type PartnershipInputStep = keyof typeof PARTNERSHIP_WIZARD_STEP_FIELDS;
