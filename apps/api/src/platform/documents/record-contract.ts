import type { Language } from '@portal/contracts/constants';
import {
  approvalBlock,
  facts,
  numberedClauses,
  parties,
  partyBox,
  section,
  type Approval,
  type Fact,
} from './blocks';
import { formatDay, formatMoment, nameIn, userText } from './format';
import { documentPage, type PrintableDocument } from './page';

/** A calendar day in the document's language; a value that is no real day is printed as written. */
export const dayText = (value: string, language: Language): string =>
  formatDay(value, language) ?? userText(value);

/** How a document labels an organisation's licence. */
export type LicenceText = { licenseLabel: string; noLicense: string };

/** An organisation's box: its name in the document's language and its licence number, or that it has none. */
export const licensedPartyBox = (
  heading: string,
  party: { name: { ar: string; en: string }; licenseNumber: string | null },
  text: LicenceText,
  language: Language,
): string =>
  partyBox(
    heading,
    nameIn(party.name, language),
    `<p>${text.licenseLabel}: ${party.licenseNumber ? userText(party.licenseNumber) : text.noLicense}</p>`,
  );

/** The fixed wording around a record's own parts. */
export type RecordContractText = {
  title: string;
  numberLabel: string;
  dateLabel: string;
  preamble: string;
  partiesHeading: string;
  clausesHeading: string;
  clauses: readonly string[];
  footer: string;
};

export type RecordContract = {
  language: Language;
  text: RecordContractText;
  /** The record: its number (on every page too), when it was made and last changed (the version). */
  record: { number: string; createdAt: string; updatedAt: string };
  /** The facts under its number and date (status…). */
  facts: readonly Fact[];
  /** The parties' boxes (escaped HTML). */
  parties: readonly string[];
  /** The record's own sections between the parties and the clauses (escaped HTML). */
  sections: readonly string[];
  /** Who made it binding and when (none before). */
  approval: Approval;
};

/**
 * The contract one record prints (an employment request's e-contract, a transfer): title, the
 * record's number, date and facts, preamble, parties, its own sections, the numbered clauses and
 * the approval.
 */
export const recordContractPage = (contract: RecordContract): PrintableDocument => {
  const { language, text, record } = contract;
  const partiesSection = section(text.partiesHeading, parties(contract.parties));
  const clausesSection = section(text.clausesHeading, numberedClauses(text.clauses));
  const approval = approvalBlock(contract.approval, language);
  const body = `
    <h1>${text.title}</h1>
    ${facts([
      [text.numberLabel, userText(record.number)],
      [text.dateLabel, dayText(record.createdAt, language)],
      ...contract.facts,
    ])}
    <p>${text.preamble}</p>${partiesSection}${contract.sections.join('')}${clausesSection}${approval}`;
  return documentPage({
    language,
    title: text.title,
    number: record.number,
    version: formatMoment(record.updatedAt, language),
    body,
    footer: text.footer,
  });
};
