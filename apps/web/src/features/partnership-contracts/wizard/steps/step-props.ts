import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import type { PartnershipDraftData } from '../partnership-draft';

/** What the wizard page gives each step. */
export type StepProps = {
  /** The id of the step's form: the frame's Next / Save button submits it. */
  formId: string;
  data: PartnershipDraftData;
  update: <K extends keyof PartnershipDraftData>(part: K, values: PartnershipDraftData[K]) => void;
  /** Goes to the following step. */
  next: () => void;
  /** The contract edited by `wizard/{id}`; null for a new one. */
  contract: PartnershipContract | null;
};
