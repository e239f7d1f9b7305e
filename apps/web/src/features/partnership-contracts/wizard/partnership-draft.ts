import { useCallback, useMemo } from 'react';
import type { ContractGender, PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { readWizardDraft, useWizardDraft, wizardDraftKey } from '../../../components/wizard/wizard-draft';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/** A financial line as typed: blanks are null / '' until the step's schema accepts them. */
export type LineValues = {
  jobId: number | null;
  gender: ContractGender | '';
  recruitmentFee: number | null;
  monthlySalary: number | null;
  /** In English. */
  paymentTerms: string;
  /** In Arabic (decision 0053). */
  paymentTermsAr: string;
};

export type EproValues = { countryId: number | null; agencyId: number | null };
export type ObligationsValues = {
  /** The country's template version the obligations started from (decision 0053); null: none. */
  templateVersionId: number | null;
  officeAr: string;
  officeEn: string;
  agencyAr: string;
  agencyEn: string;
};
export type FinancialValues = { lines: LineValues[] };

/** Everything the wizard holds, as kept in browser storage between steps and reloads (spec 9). */
export type PartnershipDraftData = {
  epro: EproValues;
  obligations: ObligationsValues;
  financial: FinancialValues;
};

/** A new line; with a template, its payment terms are the template's (decision 0053). */
export const emptyLine = (
  template?: { paymentTermsEn: string; paymentTermsAr: string } | null,
): LineValues => ({
  jobId: null,
  gender: '',
  recruitmentFee: null,
  monthlySalary: null,
  paymentTerms: template?.paymentTermsEn ?? '',
  paymentTermsAr: template?.paymentTermsAr ?? '',
});

export const emptyPartnershipDraft = (): PartnershipDraftData => ({
  epro: { countryId: null, agencyId: null },
  obligations: { templateVersionId: null, officeAr: '', officeEn: '', agencyAr: '', agencyEn: '' },
  financial: { lines: [emptyLine()] },
});

/** The wizard's values of a saved contract (its pending update, when one waits, is what is edited). */
export const draftFromContract = (contract: PartnershipContract): PartnershipDraftData => {
  const terms = contract.pendingUpdate ?? contract;
  return {
    epro: { countryId: contract.country.id, agencyId: contract.agency.id },
    obligations: { templateVersionId: contract.template?.versionId ?? null, ...terms.obligations },
    financial: {
      lines: terms.lines.map((line) => ({
        jobId: line.jobId,
        gender: line.gender,
        recruitmentFee: line.recruitmentFee,
        monthlySalary: line.monthlySalary,
        paymentTerms: line.paymentTerms,
        paymentTermsAr: line.paymentTermsAr,
      })),
    },
  };
};

/** A stored draft may come from an older build or be partly written: missing parts take their defaults. */
const withDefaults = (data: Partial<PartnershipDraftData> | undefined, base: PartnershipDraftData) => ({
  epro: { ...base.epro, ...data?.epro },
  obligations: { ...base.obligations, ...data?.obligations },
  financial: {
    lines: Array.isArray(data?.financial?.lines)
      ? // A line stored by an older build has no Arabic payment terms yet.
        data.financial.lines.map((line) => ({ ...line, paymentTermsAr: line.paymentTermsAr ?? '' }))
      : base.financial.lines,
  },
});

/**
 * The partnership wizard's draft for the signed-in person and the contract (`null`: a new one).
 * `base` is what the wizard starts from when nothing is stored: the saved contract, or empty.
 */
export const usePartnershipDraft = (contractId: number | null, base: PartnershipDraftData | null) => {
  const credentials = useCredentials();
  const user = `${credentials?.profile.id ?? 'anonymous'}-${credentials?.organization.id ?? 'none'}`;
  const key = wizardDraftKey(STORAGE_KEYS.partnershipWizardDraft, user, contractId);
  const { draft, restored, save, clear } = useWizardDraft<Partial<PartnershipDraftData>>(key);
  const data = useMemo(() => withDefaults(draft?.data, base ?? emptyPartnershipDraft()), [draft, base]);
  // Reads the stored draft at call time: two quick writes of different steps both land.
  const update = useCallback(
    <K extends keyof PartnershipDraftData>(part: K, values: PartnershipDraftData[K]) =>
      save({
        ...withDefaults(
          readWizardDraft<Partial<PartnershipDraftData>>(key)?.data,
          base ?? emptyPartnershipDraft(),
        ),
        [part]: values,
      }),
    [key, base, save],
  );
  return { data, stored: draft, restored, update, clear };
};
