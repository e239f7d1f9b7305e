import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { facts, partyBox, section, type Approval } from '../../platform/documents/blocks';
import { formatAmount, formatDay, nameIn, userText } from '../../platform/documents/format';
import type { PrintableDocument } from '../../platform/documents/page';
import { dayText, licensedPartyBox, recordContractPage } from '../../platform/documents/record-contract';
import type { EmploymentContractText } from './document-text';
import { employmentContractTextAr } from './document-text.ar-SA';
import { employmentContractTextEn } from './document-text.en-US';

/** What the e-contract prints: the request as `GET /api/employment-requests/{id}` answers it. */
export type EmploymentContractDocument = Omit<EmploymentRequest, 'actions' | 'clocks'>;

const TEXTS: Record<Language, EmploymentContractText> = {
  'ar-SA': employmentContractTextAr,
  'en-US': employmentContractTextEn,
};

const count = (template: string, value: number) => template.replace('{count}', String(value));

const employer = (doc: EmploymentContractDocument, text: EmploymentContractText, language: Language) =>
  partyBox(
    text.employer,
    nameIn(doc.employer.name, language),
    facts([
      [text.nationalIdLabel, userText(doc.employer.nationalId)],
      [text.mobileLabel, userText(doc.employer.mobile)],
      [text.cityLabel, text.cities[doc.employer.city] ?? userText(doc.employer.city)],
      [text.addressLabel, userText(doc.employer.address)],
    ]),
    true,
  );

const worker = (doc: EmploymentContractDocument, text: EmploymentContractText, language: Language) =>
  section(
    text.workerHeading,
    facts([
      [text.worker.name, nameIn(doc.candidate.name, language)],
      [text.worker.passport, userText(doc.candidate.passportNumber)],
      [text.worker.nationality, nameIn(doc.country.name, language)],
      [text.worker.job, nameIn(doc.visa.job.name, language)],
      [text.worker.gender, text.genders[doc.candidate.gender]],
      [text.worker.birthDate, dayText(doc.candidate.birthDate, language)],
      [text.worker.visa, userText(doc.visa.number)],
    ]),
  );

const terms = (doc: EmploymentContractDocument, text: EmploymentContractText, language: Language) =>
  section(
    text.termsHeading,
    facts([
      [text.terms.monthlySalary, `${formatAmount(doc.terms.monthlySalary, language)} ${text.currency}`],
      [text.terms.duration, count(text.months, doc.terms.durationMonths)],
      [text.terms.probation, count(text.days, doc.terms.probationDays)],
      [text.terms.recruitmentFee, `${formatAmount(doc.terms.recruitmentFee, language)} ${text.currency}`],
    ]),
  );

/**
 * The e-contract of one employment request as a self-contained document in one language: the
 * preview shows its HTML and the PDF renderer prints it. `approval` is who made it a contract and
 * when (none before). Every value from the request is escaped.
 */
export const renderEmploymentContractDocument = (
  doc: EmploymentContractDocument,
  language: Language,
  approval: Approval,
): PrintableDocument => {
  const text = TEXTS[language];
  return recordContractPage({
    language,
    text,
    record: doc,
    facts: [
      [text.hijriLabel, formatDay(doc.createdAt, language, 'hijri')],
      [text.statusLabel, text.statuses[doc.status]],
      [
        text.partnershipLabel,
        doc.partnershipContract.number ? userText(doc.partnershipContract.number) : text.noPartnershipNumber,
      ],
    ],
    parties: [
      licensedPartyBox(text.office, doc.office, text, language),
      licensedPartyBox(text.agency, doc.agency, text, language),
      employer(doc, text, language),
    ],
    sections: [worker(doc, text, language), terms(doc, text, language)],
    approval,
  });
};
