import {
  hasTwice,
  isId,
  isRecord,
  moneyValue,
  requiredTextValue,
  textValue,
} from '@portal/contracts/fields-values';
import { CONTRACT_GENDERS } from '@portal/contracts/partnership-contracts/contracts-values';
import type {
  EproStep,
  FinancialLineInput,
  FinancialStep,
  ObligationsStep,
  PartnershipContractBody,
} from '@portal/contracts/partnership-contracts/wizard';
import {
  PARTNERSHIP_WIZARD_STEP_FIELDS,
  type PartnershipInputStep,
} from '@portal/contracts/partnership-contracts/wizard-fields';
import {
  MAX_CONTRACT_AMOUNT,
  MAX_CONTRACT_LINES,
} from '@portal/contracts/partnership-contracts/wizard-values';
import type { PartnershipDraftData } from './partnership-draft';

// The preview step's checks of the whole draft, by hand: the rules of the steps' schemas
// (`eproStepSchema`, `obligationsStepSchema`, `financialStepSchema`, `partnershipContractBodySchema`)
// written without zod, which would be ~24 KB gzipped on the step's first load (decision 0064), with
// the field factories' rules of `field-checks.ts`. A test runs drafts through both and holds them to
// the same answers and the same body; the server parses the body with the schema itself.

/** `eproStepSchema`. */
const eproOf = (value: unknown): EproStep | null =>
  isRecord(value) && isId(value.countryId) && isId(value.agencyId)
    ? { countryId: value.countryId, agencyId: value.agencyId }
    : null;

/** `obligationsStepSchema`: the template's version `id().nullish()`, each text `requiredText(4000)`. */
const obligationsOf = (value: unknown): ObligationsStep | null => {
  if (!isRecord(value)) return null;
  const { templateVersionId } = value;
  if (templateVersionId !== undefined && templateVersionId !== null && !isId(templateVersionId)) return null;
  const obligations: Record<string, unknown> = { templateVersionId };
  for (const key of PARTNERSHIP_WIZARD_STEP_FIELDS.obligations) {
    if (key === 'templateVersionId') continue;
    const text = requiredTextValue(value[key], 4000);
    if (text === null) return null;
    obligations[key] = text;
  }
  return obligations as ObligationsStep;
};

/**
 * `optionalText(max)`: missing or blank is `undefined`, else as `requiredText`; null when refused
 * (`null` itself included: the schema's `.optional()` takes `undefined` only).
 */
const optionalTextValue = (value: unknown, max: number): string | undefined | null => {
  if (value === undefined) return undefined;
  const text = textValue(value, max);
  return text === null ? null : text || undefined;
};

const AMOUNT = { min: 0, max: MAX_CONTRACT_AMOUNT };

/** `financialLineInputSchema`. */
const lineOf = (value: unknown): FinancialLineInput | null => {
  if (!isRecord(value)) return null;
  const line = {
    jobId: isId(value.jobId) ? value.jobId : null,
    gender: (CONTRACT_GENDERS as readonly unknown[]).includes(value.gender) ? value.gender : null,
    recruitmentFee: moneyValue(value.recruitmentFee, AMOUNT),
    monthlySalary: moneyValue(value.monthlySalary, AMOUNT),
    paymentTerms: requiredTextValue(value.paymentTerms, 500),
  };
  const paymentTermsAr = optionalTextValue(value.paymentTermsAr, 500);
  if (paymentTermsAr === null || Object.values(line).some((part) => part === null)) return null;
  return { ...line, paymentTermsAr } as FinancialLineInput;
};

/** `financialStepSchema`: 1 to `MAX_CONTRACT_LINES` lines, one per career and gender. */
const financialOf = (value: unknown): FinancialStep | null => {
  if (!isRecord(value) || !Array.isArray(value.lines)) return null;
  const { length } = value.lines;
  if (length < 1 || length > MAX_CONTRACT_LINES) return null;
  const lines: FinancialLineInput[] = [];
  for (const entry of value.lines) {
    const line = lineOf(entry);
    if (line === null) return null;
    lines.push(line);
  }
  return hasTwice(lines.map((line) => `${line.jobId}:${line.gender}`)) ? null : { lines };
};

const STEP_CHECKS: Record<PartnershipInputStep, (value: unknown) => object | null> = {
  epro: eproOf,
  obligations: obligationsOf,
  financial: financialOf,
};

/** The steps that hold input, in the wizard's order. */
export const INPUT_STEPS = Object.keys(PARTNERSHIP_WIZARD_STEP_FIELDS) as PartnershipInputStep[];

/** The first step whose values its schema refuses (`PARTNERSHIP_WIZARD_STEP_SCHEMAS`), if any. */
export const firstIncompleteStep = (data: PartnershipDraftData): PartnershipInputStep | undefined =>
  INPUT_STEPS.find((step) => STEP_CHECKS[step](data[step]) === null);

/**
 * The create / update / preview body (`partnershipContractBodySchema`'s output), or null while a step
 * is incomplete. The steps' values side by side, as the body is: a later step's key wins.
 */
export const bodyFromDraft = (data: PartnershipDraftData): PartnershipContractBody | null => {
  const values = { ...data.epro, ...data.obligations, ...data.financial };
  const epro = eproOf(values);
  const obligations = obligationsOf(values);
  const financial = financialOf(values);
  return epro && obligations && financial ? { ...epro, ...obligations, ...financial } : null;
};
