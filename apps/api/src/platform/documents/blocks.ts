import type { Language } from '@portal/contracts/constants';
import { escapeHtml } from '../html-escape';
import { SHARED_DOCUMENT_TEXT } from './document-text';
import { formatMoment, nameIn } from './format';

/** One fact: its label and its value (escaped HTML); a null value leaves the fact out. */
export type Fact = readonly [label: string, value: string | null];

/** Label and value pairs, two columns that share the width (a long value wraps). */
export const facts = (rows: readonly Fact[]): string =>
  `<dl class="facts">${rows
    .filter((row): row is readonly [string, string] => row[1] !== null)
    .map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`)
    .join('')}</dl>`;

export const section = (heading: string, content: string): string => `
    <section>
      <h2>${heading}</h2>
      ${content}
    </section>`;

/** A party's box: heading, name and facts; `wide` spans both columns. */
export const partyBox = (heading: string, name: string, content: string, wide = false): string => `
      <div class="party${wide ? ' wide' : ''}">
        <h3>${heading}</h3>
        ${name ? `<p class="party-name">${name}</p>` : ''}
        ${content}
      </div>`;

export const parties = (boxes: readonly string[]): string => `<div class="parties">${boxes.join('')}</div>`;

export const numberedClauses = (clauses: readonly string[]): string =>
  `<ol>${clauses.map((clause) => `<li>${clause}</li>`).join('')}</ol>`;

/** Who approved a document and when; null while it is not approved. */
export type Approval = { by: { ar: string; en: string } | null; at: string } | null;

/** Who approved and when, or that it is not approved yet: never blank lines to sign. */
export const approvalBlock = (approval: Approval, language: Language): string => {
  const text = SHARED_DOCUMENT_TEXT[language];
  const content = approval
    ? facts([
        [text.approvedBy, approval.by ? nameIn(approval.by, language) : text.unknownApprover],
        [text.approvedOn, formatMoment(approval.at, language)],
      ])
    : `<p class="muted">${text.notApproved}</p>`;
  return `
    <section class="approval">
      <h2>${text.approvalHeading}</h2>
      ${content}
    </section>`;
};

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** The language a text is written in when it is in one script only (else null: mixed or no letters). */
const scriptLanguage = (value: string): Language | null => {
  const arabic = ARABIC_LETTER.test(value);
  const latin = LATIN_LETTER.test(value);
  if (arabic === latin) return null;
  return arabic ? 'ar-SA' : 'en-US';
};

const asWritten = (value: string, written: Language, language: Language, className: string) =>
  `<span class="other-language">${SHARED_DOCUMENT_TEXT[language].writtenInOther}</span>` +
  `<span class="${className}" lang="${written}" dir="${written === 'ar-SA' ? 'rtl' : 'ltr'}">${escapeHtml(value)}</span>`;

/**
 * A text kept in one language only (payment terms): printed as written, labelled when it is in the
 * other language, never translated.
 */
export const writtenText = (value: string, language: Language, className = 'written'): string => {
  const written = scriptLanguage(value);
  if (written === null || written === language)
    return `<span class="${className}" dir="auto">${escapeHtml(value)}</span>`;
  return asWritten(value, written, language, className);
};

/**
 * A text kept in both languages (obligations): the document's language where it was written in it,
 * else the other one as written and labelled; null when neither was written.
 */
export const textInLanguage = (
  texts: { ar: string; en: string },
  language: Language,
  className = 'clauses',
): string | null => {
  const own = (language === 'ar-SA' ? texts.ar : texts.en).trim();
  if (own !== '') return `<div class="${className}" dir="auto">${escapeHtml(own)}</div>`;
  const other = (language === 'ar-SA' ? texts.en : texts.ar).trim();
  if (other === '') return null;
  return `<div>${asWritten(other, language === 'ar-SA' ? 'en-US' : 'ar-SA', language, className)}</div>`;
};
