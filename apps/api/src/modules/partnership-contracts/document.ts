import {
  approvalBlock,
  facts,
  numberedClauses,
  parties,
  section,
  textInLanguage,
  writtenText,
  type Approval,
} from '../../platform/documents/blocks';
import { formatAmount, formatDay, userText } from '../../platform/documents/format';
import { documentPage, type PrintableDocument } from '../../platform/documents/page';
import { dayText, licensedPartyBox } from '../../platform/documents/record-contract';
import {
  markedClauses,
  markedPaymentTerms,
  paymentTermsIn,
  sideDeparture,
  templateNote,
} from './document-departures';
import type {
  ContractDocument,
  ContractLanguage,
  ContractLine,
  Party,
  TemplateWording,
} from './document-model';
import type { ContractDocumentText } from './document-text';
import { contractDocumentTextAr } from './document-text.ar-SA';
import { contractDocumentTextEn } from './document-text.en-US';

const TEXTS: Record<ContractLanguage, ContractDocumentText> = {
  'ar-SA': contractDocumentTextAr,
  'en-US': contractDocumentTextEn,
};

const party = (heading: string, of: Party, text: ContractDocumentText, language: ContractLanguage) =>
  licensedPartyBox(
    heading,
    { name: { ar: of.nameAr, en: of.nameEn }, licenseNumber: of.licenseNumber },
    text,
    language,
  );

const obligations = (
  heading: string,
  texts: { ar: string; en: string },
  text: ContractDocumentText,
  language: ContractLanguage,
  marked: { doc: ContractDocument; side: 'office' | 'agency' },
) => {
  // With a template (decision 0053), the clauses are listed one by one with their departures.
  const template = marked.doc.template;
  if (template && (language === 'ar-SA' ? texts.ar : texts.en).trim() !== '')
    return section(heading, markedClauses(sideDeparture(marked.doc, template, marked.side, language), text));
  return section(heading, textInLanguage(texts, language) ?? `<p class="muted">${text.noObligations}</p>`);
};

const paymentTermsCell = (
  line: ContractLine,
  text: ContractDocumentText,
  language: ContractLanguage,
  template: TemplateWording | null | undefined,
) => {
  const terms = paymentTermsIn(line, language);
  const written = writtenText(terms, language);
  return template ? markedPaymentTerms(terms, template, language, text, written) : written;
};

const lineRow = (
  line: ContractLine,
  text: ContractDocumentText,
  language: ContractLanguage,
  template: TemplateWording | null | undefined,
) => `
          <tr>
            <td>${userText(language === 'ar-SA' ? line.jobNameAr : line.jobNameEn)}</td>
            <td>${text.genders[line.gender]}</td>
            <td class="amount">${formatAmount(line.recruitmentFee, language)}</td>
            <td class="amount">${formatAmount(line.monthlySalary, language)}</td>
            <td>${paymentTermsCell(line, text, language, template)}</td>
          </tr>`;

const financial = (
  lines: ContractLine[],
  text: ContractDocumentText,
  language: ContractLanguage,
  template: TemplateWording | null | undefined,
) =>
  section(
    text.financialHeading,
    `<p>${text.financialIntro}</p>
      ${
        lines.length === 0
          ? `<p class="muted">${text.noLines}</p>`
          : `<table>
        <colgroup><col style="width: 24%"><col style="width: 10%"><col style="width: 16%"><col style="width: 16%"><col style="width: 34%"></colgroup>
        <thead>
          <tr>
            <th scope="col">${text.columns.job}</th>
            <th scope="col">${text.columns.gender}</th>
            <th scope="col">${text.columns.recruitmentFee}</th>
            <th scope="col">${text.columns.monthlySalary}</th>
            <th scope="col">${text.columns.paymentTerms}</th>
          </tr>
        </thead>
        <tbody>${lines.map((line) => lineRow(line, text, language, template)).join('')}
        </tbody>
      </table>`
      }`,
  );

/**
 * The contract as one self-contained document in one language: the preview shows its HTML and the
 * PDF renderer prints it, so both always say the same. `approval` is the approved version's approver
 * and time (none for a draft or a preview).
 */
export const renderContractDocument = (
  doc: ContractDocument,
  language: ContractLanguage,
  approval: Approval = null,
): PrintableDocument => {
  const text = TEXTS[language];
  const countryName = userText(language === 'ar-SA' ? doc.country.nameAr : doc.country.nameEn);
  const hijri = formatDay(doc.issuedOn, language, 'hijri');
  const number = doc.number ?? text.draftNumber;
  const { officeAr, officeEn, agencyAr, agencyEn } = doc.obligations;
  const body = `
    <h1>${text.title}</h1>
    ${doc.number === null ? `<p class="draft" role="note">${text.draftBanner}</p>` : ''}
    ${facts([
      [text.numberLabel, doc.number === null ? text.draftNumber : userText(doc.number)],
      [text.termsVersionLabel, String(doc.termsVersion)],
      [
        text.programmeTermsVersionLabel,
        doc.programmeTermsVersion ? userText(doc.programmeTermsVersion) : null,
      ],
      [text.issuedOnLabel, dayText(doc.issuedOn, language)],
      [text.hijriLabel, hijri],
    ])}
    ${templateNote(doc, language, text)}
    <p>${text.preamble.replace('{country}', () => countryName)}</p>${section(
      text.partiesHeading,
      parties([
        party(text.firstParty, doc.office, text, language),
        party(text.secondParty, doc.agency, text, language),
      ]),
    )}${section(text.countryHeading, `<p>${countryName}</p>`)}${obligations(
      text.officeObligationsHeading,
      { ar: officeAr, en: officeEn },
      text,
      language,
      { doc, side: 'office' },
    )}${obligations(text.agencyObligationsHeading, { ar: agencyAr, en: agencyEn }, text, language, {
      doc,
      side: 'agency',
    })}${financial(doc.lines, text, language, doc.template)}${section(text.generalHeading, numberedClauses(text.generalClauses))}${approvalBlock(approval, language)}`;
  return documentPage({
    language,
    title: text.title,
    number,
    version: String(doc.termsVersion),
    body,
    footer: text.footer,
  });
};
