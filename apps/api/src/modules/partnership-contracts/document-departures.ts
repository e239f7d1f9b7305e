import {
  clauseDeparture,
  clausesOfText,
  departs,
  paymentTermsDepart,
  type ClauseDeparture,
} from '@portal/contracts/contract-templates';
import { escapeHtml } from '../../platform/html-escape';
import type { ContractDocument, ContractLanguage, TemplateWording } from './document-model';
import type { ContractDocumentText } from './document-text';

/**
 * How the contract document shows where the terms depart from the country's template (issue 25,
 * decision 0053): each clause that is changed, added or removed carries a written mark in brackets
 * (never colour alone), a changed one the template's wording beside it, and a legend explains the
 * marks. The comparison is of the document's language: the Arabic PDF compares the Arabic clauses.
 */
type Side = 'office' | 'agency';

const templateClauses = (template: TemplateWording, side: Side, language: ContractLanguage) =>
  language === 'ar-SA'
    ? side === 'office'
      ? template.officeClausesAr
      : template.agencyClausesAr
    : side === 'office'
      ? template.officeClausesEn
      : template.agencyClausesEn;

/** The contract's clauses of one side against the template's, in the document's language. */
export const sideDeparture = (
  doc: ContractDocument,
  template: TemplateWording,
  side: Side,
  language: ContractLanguage,
): ClauseDeparture => {
  const { officeAr, officeEn, agencyAr, agencyEn } = doc.obligations;
  const own =
    language === 'ar-SA'
      ? side === 'office'
        ? officeAr
        : agencyAr
      : side === 'office'
        ? officeEn
        : agencyEn;
  return clauseDeparture(templateClauses(template, side, language), clausesOfText(own));
};

export const templatePaymentTerms = (template: TemplateWording, language: ContractLanguage) =>
  language === 'ar-SA' ? template.paymentTermsAr : template.paymentTermsEn;

/** Whether anything in the document departs from its template (the legend says so or not). */
export const documentDeparts = (doc: ContractDocument, language: ContractLanguage): boolean => {
  const template = doc.template;
  if (!template) return false;
  const terms = templatePaymentTerms(template, language);
  return (
    departs(sideDeparture(doc, template, 'office', language)) ||
    departs(sideDeparture(doc, template, 'agency', language)) ||
    doc.lines.some((line) => paymentTermsDepart(terms, paymentTermsIn(line, language)))
  );
};

/** A line's payment terms in the document's language (older versions kept one language). */
export const paymentTermsIn = (line: ContractDocument['lines'][number], language: ContractLanguage) =>
  language === 'ar-SA' ? (line.paymentTermsAr ?? line.paymentTerms) : line.paymentTerms;

const mark = (label: string) => `<strong class="departure-mark">[${label}]</strong> `;

const templateWording = (text: ContractDocumentText, wording: string) =>
  `<span class="template-wording">${text.templateMarks.templateWording}: <span dir="auto">${escapeHtml(wording)}</span></span>`;

/** One side's clauses as a numbered list with the marks of their departure. */
export const markedClauses = (departure: ClauseDeparture, text: ContractDocumentText): string => {
  const items = departure.clauses.map((clause) => {
    const wording = `<span dir="auto">${escapeHtml(clause.text)}</span>`;
    if (clause.kind === 'same') return `<li>${wording}</li>`;
    if (clause.kind === 'added')
      return `<li class="departure">${mark(text.templateMarks.added)}${wording}</li>`;
    return `<li class="departure">${mark(text.templateMarks.changed)}${wording}${templateWording(text, clause.templateText)}</li>`;
  });
  const removed = departure.removed.map(
    (clause) =>
      `<li class="departure removed">${mark(text.templateMarks.removed)}<del dir="auto">${escapeHtml(clause)}</del></li>`,
  );
  return `<ol class="marked-clauses">${[...items, ...removed].join('')}</ol>`;
};

/** A line's payment terms cell content: the terms, marked with the template's beside when changed. */
export const markedPaymentTerms = (
  terms: string,
  template: TemplateWording,
  language: ContractLanguage,
  text: ContractDocumentText,
  written: string,
): string => {
  const standard = templatePaymentTerms(template, language);
  if (!paymentTermsDepart(standard, terms)) return written;
  return `${mark(text.templateMarks.changed)}${written}${templateWording(text, standard)}`;
};

/** The note under the facts: which template the contract started from and, if it departs, the legend. */
export const templateNote = (
  doc: ContractDocument,
  language: ContractLanguage,
  text: ContractDocumentText,
) => {
  const template = doc.template;
  if (!template) return '';
  const from = `<p>${text.templateMarks.startedFrom.replace('{version}', String(template.version))}</p>`;
  if (!documentDeparts(doc, language))
    return `<div class="template-note" role="note">${from}<p>${text.templateMarks.noDeparture}</p></div>`;
  const { legend, added, changed, removed } = text.templateMarks;
  return `<div class="template-note" role="note">${from}
      <p><strong>${legend.heading}</strong></p>
      <ul class="legend">
        <li><strong>[${changed}]</strong> ${legend.changed}</li>
        <li><strong>[${added}]</strong> ${legend.added}</li>
        <li><strong>[${removed}]</strong> ${legend.removed}</li>
      </ul>
    </div>`;
};
