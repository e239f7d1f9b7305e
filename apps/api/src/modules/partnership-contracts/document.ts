import { escapeHtml } from '../../platform/html-escape';
import type { ContractDocument, ContractLanguage, ContractLine, Party } from './document-model';
import type { ContractDocumentText } from './document-text';
import { contractDocumentTextAr } from './document-text.ar-SA';
import { contractDocumentTextEn } from './document-text.en-US';

const TEXTS: Record<ContractLanguage, ContractDocumentText> = {
  'ar-SA': contractDocumentTextAr,
  'en-US': contractDocumentTextEn,
};

/** Latin digits in both languages (docs/decisions/0023), as the web's `lib/format/intl` does. */
const LOCALES: Record<ContractLanguage, { numbers: string; gregorian: string; hijri: string }> = {
  'en-US': { numbers: 'en-US', gregorian: 'en-US', hijri: 'en-US-u-ca-islamic-umalqura' },
  'ar-SA': {
    numbers: 'ar-SA-u-nu-latn',
    gregorian: 'ar-SA-u-ca-gregory-nu-latn',
    hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  },
};

/** Naskh for Arabic legal text, a serif for English; each keeps the other script as a fallback. */
const FONTS: Record<ContractLanguage, string> = {
  'ar-SA': "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Serif', 'DejaVu Sans', serif",
  'en-US': "'Noto Serif', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Serif', serif",
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Building an Intl formatter costs far more than using one: one per locale, made once. */
const cached = <T>(make: (locale: string) => T) => {
  const made = new Map<string, T>();
  return (locale: string): T => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
};
const dayFormatter = cached(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
);
const amountFormatter = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** The calendar day itself: formatted in UTC so no time zone moves it. */
const formatDay = (value: string, locale: string): string | null => {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // 2026-02-31 would roll over into March: a day that does not exist is printed as written.
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null;
  return dayFormatter(locale).format(date);
};

const formatAmount = (value: number, language: ContractLanguage): string =>
  amountFormatter(LOCALES[language].numbers).format(value);

/** User text, escaped and isolated so its direction never reorders the words around it. */
const userText = (value: string): string => `<bdi>${escapeHtml(value)}</bdi>`;

const partyName = (party: Party, language: ContractLanguage): string =>
  language === 'ar-SA' ? party.nameAr : party.nameEn;

const partySection = (
  heading: string,
  party: Party,
  text: ContractDocumentText,
  language: ContractLanguage,
) => `
    <div class="party">
      <h3>${heading}</h3>
      <p class="party-name">${userText(partyName(party, language))}</p>
      <p>${text.licenseLabel}: ${party.licenseNumber ? userText(party.licenseNumber) : text.noLicense}</p>
    </div>`;

const obligationsSection = (heading: string, obligations: string, text: ContractDocumentText) => `
    <section>
      <h2>${heading}</h2>
      ${
        obligations.trim() === ''
          ? `<p class="muted">${text.noObligations}</p>`
          : `<div class="clauses" dir="auto">${escapeHtml(obligations.trim())}</div>`
      }
    </section>`;

const lineRow = (line: ContractLine, text: ContractDocumentText, language: ContractLanguage) => `
          <tr>
            <td>${userText(language === 'ar-SA' ? line.jobNameAr : line.jobNameEn)}</td>
            <td>${text.genders[line.gender]}</td>
            <td class="amount">${formatAmount(line.recruitmentFee, language)}</td>
            <td class="amount">${formatAmount(line.monthlySalary, language)}</td>
            <td>${userText(line.paymentTerms)}</td>
          </tr>`;

const financialSection = (lines: ContractLine[], text: ContractDocumentText, language: ContractLanguage) => `
    <section>
      <h2>${text.financialHeading}</h2>
      <p>${text.financialIntro}</p>
      ${
        lines.length === 0
          ? `<p class="muted">${text.noLines}</p>`
          : `<table>
        <colgroup><col class="job"><col class="gender"><col class="money"><col class="money"><col class="terms"></colgroup>
        <thead>
          <tr>
            <th scope="col">${text.columns.job}</th>
            <th scope="col">${text.columns.gender}</th>
            <th scope="col">${text.columns.recruitmentFee}</th>
            <th scope="col">${text.columns.monthlySalary}</th>
            <th scope="col">${text.columns.paymentTerms}</th>
          </tr>
        </thead>
        <tbody>${lines.map((line) => lineRow(line, text, language)).join('')}
        </tbody>
      </table>`
      }
    </section>`;

const styles = (language: ContractLanguage) => `
  @page { size: A4; margin: 18mm 16mm 20mm; }
  * { box-sizing: border-box; }
  html { font-family: ${FONTS[language]}; font-size: 11pt; line-height: 1.6; color: #1a1a1a; background: #fff; }
  body { margin: 0 auto; max-width: 210mm; padding: 12mm 14mm; }
  h1 { font-size: 17pt; text-align: center; margin: 0 0 4mm; }
  h2 { font-size: 13pt; margin: 6mm 0 2mm; border-bottom: 1px solid #8a8a8a; break-after: avoid; }
  h3 { font-size: 11pt; margin: 0 0 1mm; }
  p { margin: 0 0 2mm; }
  .draft { border: 2px solid #a61b1b; color: #a61b1b; padding: 2mm 3mm; margin-bottom: 4mm; font-weight: bold; }
  .meta { display: grid; grid-template-columns: auto 1fr; gap: 1mm 4mm; margin: 0 0 4mm; }
  .meta dt { font-weight: bold; }
  .meta dd { margin: 0; }
  .parties { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .party { border: 1px solid #c4c4c4; padding: 3mm; break-inside: avoid; }
  .party-name { font-weight: bold; }
  .clauses { white-space: pre-line; }
  .muted { color: #555; }
  table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 10pt; }
  col.job { width: 26%; }
  col.gender { width: 10%; }
  col.money { width: 16%; }
  col.terms { width: 32%; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th, td { border: 1px solid #8a8a8a; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
  th { background: #ececec; }
  td.amount { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
  ol { margin: 0; padding-inline-start: 6mm; }
  footer { margin-top: 8mm; font-size: 9pt; color: #555; text-align: center; }
  @media print { body { padding: 0; max-width: none; } }
`;

/**
 * The contract as one self-contained HTML document in one language: the preview shows it and the
 * PDF renderer prints it, so both always say the same. Nothing is loaded from elsewhere.
 */
export const renderContractHtml = (doc: ContractDocument, language: ContractLanguage): string => {
  const text = TEXTS[language];
  const locales = LOCALES[language];
  const countryName = userText(language === 'ar-SA' ? doc.country.nameAr : doc.country.nameEn);
  const gregorian = formatDay(doc.issuedOn, locales.gregorian);
  const hijri = formatDay(doc.issuedOn, locales.hijri);
  const numberText = doc.number === null ? text.draftNumber : userText(doc.number);
  const titleText =
    doc.number === null ? `${text.title} (${text.draftNumber})` : `${text.title} ${escapeHtml(doc.number)}`;
  const officeObligations = language === 'ar-SA' ? doc.obligations.officeAr : doc.obligations.officeEn;
  const agencyObligations = language === 'ar-SA' ? doc.obligations.agencyAr : doc.obligations.agencyEn;

  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar-SA' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titleText}</title>
<style>${styles(language)}</style>
</head>
<body>
  <main>
    <h1>${text.title}</h1>
    ${doc.number === null ? `<p class="draft" role="note">${text.draftBanner}</p>` : ''}
    <dl class="meta">
      <dt>${text.numberLabel}</dt><dd>${numberText}</dd>
      <dt>${text.termsVersionLabel}</dt><dd>${doc.termsVersion}</dd>
      ${
        doc.programmeTermsVersion
          ? `<dt>${text.programmeTermsVersionLabel}</dt><dd>${userText(doc.programmeTermsVersion)}</dd>`
          : ''
      }
      <dt>${text.issuedOnLabel}</dt><dd>${gregorian ?? userText(doc.issuedOn)}</dd>
      ${hijri ? `<dt>${text.hijriLabel}</dt><dd>${hijri}</dd>` : ''}
    </dl>
    <p>${text.preamble.replace('{country}', () => countryName)}</p>
    <section>
      <h2>${text.partiesHeading}</h2>
      <div class="parties">${partySection(text.firstParty, doc.office, text, language)}${partySection(
        text.secondParty,
        doc.agency,
        text,
        language,
      )}
      </div>
    </section>
    <section>
      <h2>${text.countryHeading}</h2>
      <p>${countryName}</p>
    </section>${obligationsSection(text.officeObligationsHeading, officeObligations, text)}${obligationsSection(
      text.agencyObligationsHeading,
      agencyObligations,
      text,
    )}${financialSection(doc.lines, text, language)}
    <section>
      <h2>${text.generalHeading}</h2>
      <ol>${text.generalClauses.map((clause) => `<li>${clause}</li>`).join('')}</ol>
    </section>
  </main>
  <footer>${text.footer}</footer>
</body>
</html>
`;
};
