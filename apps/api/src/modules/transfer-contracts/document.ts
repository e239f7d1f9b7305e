import type { Language } from '@portal/contracts/constants';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { facts, partyBox, section, type Approval } from '../../platform/documents/blocks';
import { formatAmount, nameIn, userText } from '../../platform/documents/format';
import type { PrintableDocument } from '../../platform/documents/page';
import { dayText, licensedPartyBox, recordContractPage } from '../../platform/documents/record-contract';
import { employmentContractTextAr } from '../employment-requests/document-text.ar-SA';
import { employmentContractTextEn } from '../employment-requests/document-text.en-US';
import type { TransferContractText } from './document-text';
import { transferContractTextAr } from './document-text.ar-SA';
import { transferContractTextEn } from './document-text.en-US';

/** What the transfer contract prints: the transfer as `GET /api/transfer-contracts/{id}` answers it. */
export type TransferContractDocument = Omit<TransferContract, 'actions'>;

const TEXTS: Record<Language, TransferContractText> = {
  'ar-SA': transferContractTextAr,
  'en-US': transferContractTextEn,
};

/** The city names are the e-contract's. */
const CITIES: Record<Language, Record<string, string>> = {
  'ar-SA': employmentContractTextAr.cities,
  'en-US': employmentContractTextEn.cities,
};

const orNotKnown = (value: string | null, text: TransferContractText) =>
  value ? userText(value) : text.notKnown;

const employer = (
  heading: string,
  of: TransferContractDocument['newEmployer'],
  text: TransferContractText,
  language: Language,
) =>
  partyBox(
    heading,
    nameIn(of.name, language),
    facts([
      [text.nationalIdLabel, userText(of.nationalId)],
      [text.mobileLabel, orNotKnown(of.mobile, text)],
      [text.cityLabel, CITIES[language][of.city] ?? userText(of.city)],
      [text.addressLabel, orNotKnown(of.address, text)],
    ]),
  );

const sourceOf = (doc: TransferContractDocument) =>
  doc.worker.employmentRequest?.number ?? doc.worker.oldContract?.contractNumber ?? '';

const worker = (doc: TransferContractDocument, text: TransferContractText, language: Language) =>
  section(
    text.workerHeading,
    facts([
      [text.worker.name, nameIn(doc.worker.name, language)],
      [text.worker.passport, userText(doc.worker.passportNumber)],
      [text.worker.nationality, nameIn(doc.country.name, language)],
      [text.worker.residentId, orNotKnown(doc.worker.residentId, text)],
      [text.worker.source, userText(sourceOf(doc))],
    ]),
  );

const terms = (doc: TransferContractDocument, text: TransferContractText, language: Language) =>
  section(
    text.termsHeading,
    facts([
      [text.fee, `${formatAmount(doc.fee, language)} ${text.currency}`],
      [text.consent, `${text.consentGiven} ${dayText(doc.workerConsentAt, language)}`],
      [text.completedAt, doc.completedAt ? dayText(doc.completedAt, language) : null],
      [text.reason, doc.reason ? nameIn(doc.reason.text, language) : null],
    ]),
  );

/**
 * The transfer contract as a self-contained document in one language (right to left in Arabic):
 * the preview shows its HTML and the shared PDF renderer prints it. `approval` is who approved the
 * transfer and when (none before). Every value is escaped.
 */
export const renderTransferContractDocument = (
  doc: TransferContractDocument,
  language: Language,
  approval: Approval,
): PrintableDocument => {
  const text = TEXTS[language];
  const agency = doc.agency
    ? licensedPartyBox(text.agency, doc.agency, text, language)
    : partyBox(text.agency, '', `<p>${text.noAgency}</p>`);
  return recordContractPage({
    language,
    text,
    record: doc,
    facts: [[text.statusLabel, text.statuses[doc.status]]],
    parties: [
      licensedPartyBox(text.office, doc.office, text, language),
      agency,
      employer(text.oldEmployer, doc.oldEmployer, text, language),
      employer(text.newEmployer, doc.newEmployer, text, language),
    ],
    sections: [worker(doc, text, language), terms(doc, text, language)],
    approval,
  });
};
