import { z } from 'zod';
import { MAX_CLAUSE_LENGTH, MAX_TEMPLATE_CLAUSES } from '@portal/contracts/contract-templates';
import { clausesOfText } from '@portal/contracts/contract-templates-values';
import { id, isoDate, requiredText } from '@portal/contracts/fields';

// The template form's checks, loaded with its first check (template-form.tsx, decision 0064).

/** A side's clauses as the form holds them: one clause a line, at most 40 of up to 1,000 characters. */
const clausesText = () =>
  requiredText(MAX_TEMPLATE_CLAUSES * (MAX_CLAUSE_LENGTH + 1))
    .refine((text) => clausesOfText(text).length <= MAX_TEMPLATE_CLAUSES, 'validation.tooBig')
    .refine(
      (text) => clausesOfText(text).every((clause) => clause.length <= MAX_CLAUSE_LENGTH),
      'validation.tooLong',
    );

export const templateFormSchema = z.object({
  countryId: id(),
  officeClausesAr: clausesText(),
  officeClausesEn: clausesText(),
  agencyClausesAr: clausesText(),
  agencyClausesEn: clausesText(),
  paymentTermsAr: requiredText(500),
  paymentTermsEn: requiredText(500),
  inForceFrom: isoDate(),
});
