import { partnershipWizardRedirect } from '../guards-wizard';
import type { PartnershipWizardStep } from '../routes-partnership';

// The partnership wizard's values and the checks its page runs on every render, apart from the steps'
// schemas (wizard.ts re-exports them): the wizard's pages take them from here and load no zod until a
// step's form validates (decision 0064).

/** The largest recruitment fee or monthly salary a line accepts (SAR). */
export const MAX_CONTRACT_AMOUNT = 1_000_000;
/** The most price lines one contract holds. */
export const MAX_CONTRACT_LINES = 50;

/** The largest value of an `integer` column (fields.ts `id()`'s maximum). */
const INT4_MAX = 2_147_483_647;

/** What `id()` accepts: a whole number from 1 to the column's maximum. */
const isId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT4_MAX;

/**
 * The ePRO step is entered when its values pass its schema (`eproStepSchema`: a country and an agency,
 * each an `id()`; a test holds the two to the same answers).
 */
export const isEproEntered = (draft: unknown): boolean =>
  typeof draft === 'object' &&
  draft !== null &&
  isId((draft as { countryId?: unknown }).countryId) &&
  isId((draft as { agencyId?: unknown }).agencyId);

/**
 * Spec 4: obligations, financial and preview need the epro step, otherwise `wizard/epro` (of the
 * same contract when editing). Null: stay on the step.
 */
export const partnershipWizardRedirectOf = (
  step: PartnershipWizardStep | null,
  draft: unknown,
  contractId?: string | number | null,
): string | null => partnershipWizardRedirect(step, isEproEntered(draft), contractId);
