import {
  employmentRequestSubmitSchema,
  type EmploymentRequestSubmit,
} from '@portal/contracts/employment-requests/wizard';
import { candidateOfVisa, lostChosen, type EmploymentDraftData } from './employment-draft';

// The contract step's checks of the whole draft, with the contract's schemas: only that step's page
// loads them (the other steps' first loads carry no zod; decision 0064).

/** The submission body, or null while a step is incomplete. */
export const submitBodyFromDraft = (data: EmploymentDraftData): EmploymentRequestSubmit | null => {
  const items = data.visas.map((visa) => ({
    visaId: visa.id,
    candidateId: candidateOfVisa(data, visa.id)?.id,
  }));
  // A registered employer is sent by its id alone: it is used as saved.
  const employer = data.employer?.registered ? { nationalId: data.employer.nationalId } : data.employer;
  const parsed = employmentRequestSubmitSchema.safeParse({
    employer,
    terms: data.terms,
    items,
  });
  return parsed.success ? parsed.data : null;
};

/** Whether the draft cannot be sent yet: a step incomplete, or a chosen candidate taken since. */
export const submissionBlocked = (data: EmploymentDraftData): boolean =>
  submitBodyFromDraft(data) === null || lostChosen(data).length > 0;
