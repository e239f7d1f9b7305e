import {
  partnershipContractBodySchema,
  type PartnershipContractBody,
} from '@portal/contracts/partnership-contracts/wizard';
import type { PartnershipDraftData } from './partnership-draft';

/**
 * The create / update / preview body, or null while a step is incomplete. Apart from the draft's other
 * helpers: it parses the whole body (zod), which only the preview step runs (decision 0064).
 */
export const bodyFromDraft = (data: PartnershipDraftData): PartnershipContractBody | null => {
  const parsed = partnershipContractBodySchema.safeParse({
    ...data.epro,
    ...data.obligations,
    ...data.financial,
  });
  return parsed.success ? parsed.data : null;
};
