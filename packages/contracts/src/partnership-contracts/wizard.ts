import { z } from 'zod';
import { money } from '../digit-fields';
import { id, optionalText, requiredText, versioned } from '../fields';
import { CONTRACT_GENDERS } from './contracts-values';

import { MAX_CONTRACT_AMOUNT, MAX_CONTRACT_LINES } from './wizard-values';

export {
  isEproEntered,
  MAX_CONTRACT_AMOUNT,
  MAX_CONTRACT_LINES,
  partnershipWizardRedirectOf,
} from './wizard-values';

/** Step "epro": the foreign agency and its country (the organisation limit is checked here). */
export const eproStepSchema = z.object({
  countryId: id(),
  agencyId: id(),
});
export type EproStep = z.infer<typeof eproStepSchema>;

/** Step "obligations": what each side undertakes, in Arabic and English. */
export const obligationsStepSchema = z.object({
  /**
   * The country's template version the wizard started from (`GET /api/contract-templates/current`);
   * absent or null: none (decision 0053).
   */
  templateVersionId: id().nullish(),
  officeAr: requiredText(4000),
  officeEn: requiredText(4000),
  agencyAr: requiredText(4000),
  agencyEn: requiredText(4000),
});
export type ObligationsStep = z.infer<typeof obligationsStepSchema>;

/** An amount in SAR: not negative, at most two decimals. */
const amount = () =>
  money({ min: 0, max: MAX_CONTRACT_AMOUNT }, { min: 'validation.notNegative', max: 'validation.tooLarge' });

/** One price line of step "financial". */
export const financialLineInputSchema = z.object({
  jobId: id(),
  gender: z.enum(CONTRACT_GENDERS, 'validation.required'),
  recruitmentFee: amount(),
  monthlySalary: amount(),
  /** In English. */
  paymentTerms: requiredText(500),
  /**
   * In Arabic (decision 0053). The wizard always sends it; a caller that does not (written
   * before both languages) gets a copy of `paymentTerms`.
   */
  paymentTermsAr: optionalText(500),
});
export type FinancialLineInput = z.infer<typeof financialLineInputSchema>;

/** At least one line, one line per career and gender. */
const linesOf = <L extends z.ZodType<{ jobId: number; gender: string }>>(line: L) =>
  z
    .array(line, 'validation.required')
    .min(1, 'validation.contractLinesRequired')
    .max(MAX_CONTRACT_LINES, 'validation.tooBig')
    .superRefine((lines, context) => {
      const seen = new Set<string>();
      lines.forEach((entry, index) => {
        const key = `${entry.jobId}:${entry.gender}`;
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            message: 'validation.duplicateJobGender',
            path: [index, 'jobId'],
          });
        }
        seen.add(key);
      });
    });

/** Step "financial" as the API takes it (the Arabic payment terms may be missing: a copy is kept). */
export const financialStepSchema = z.object({ lines: linesOf(financialLineInputSchema) });
/** Step "financial" as the wizard's form checks it: payment terms in both languages (decision 0053). */
export const financialStepFormSchema = z.object({
  lines: linesOf(financialLineInputSchema.extend({ paymentTermsAr: requiredText(500) })),
});
export type FinancialStep = z.infer<typeof financialStepSchema>;

/**
 * `POST /api/partnership/contracts/create`, `PUT .../{id}` and `POST .../preview`: every step.
 * On PUT the agency and country cannot change once the contract left DRAFT/REJECTED; the API
 * refuses a different agency with 409.
 */
export const partnershipContractBodySchema = z.object({
  ...eproStepSchema.shape,
  ...obligationsStepSchema.shape,
  ...financialStepSchema.shape,
});
export type PartnershipContractBody = z.infer<typeof partnershipContractBodySchema>;
export type PartnershipContractBodyInput = z.input<typeof partnershipContractBodySchema>;

/** `PUT .../{id}`: the body and the `rowVersion` the contract was read on (409 when it moved). */
export const partnershipContractUpdateSchema = versioned(partnershipContractBodySchema);
export type PartnershipContractUpdate = z.infer<typeof partnershipContractUpdateSchema>;

/** The schema of each wizard step that holds input (preview shows the whole body). */
export const PARTNERSHIP_WIZARD_STEP_SCHEMAS = {
  epro: eproStepSchema,
  obligations: obligationsStepSchema,
  financial: financialStepSchema,
} as const;
