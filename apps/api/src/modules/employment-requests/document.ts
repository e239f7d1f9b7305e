import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { escapeHtml } from '../../platform/html-escape';
import type { EmploymentContractText } from './document-text';
import { employmentContractTextAr } from './document-text.ar-SA';
import { employmentContractTextEn } from './document-text.en-US';

export type ContractLanguage = 'ar-SA' | 'en-US';

/** What the e-contract prints: the request as `GET /api/employment-requests/{id}` answers it. */
export type EmploymentContractDocument = Omit<EmploymentRequest, 'actions'>;

const TEXTS: Record<ContractLanguage, EmploymentContractText> = {
  'ar-SA': employmentContractTextAr,
  'en-US': employmentContractTextEn,
};

/** Latin digits in both languages (docs/decisions/0023), like the partnership contract. */
const LOCALES: Record<ContractLanguage, { numbers: string; gregorian: string; hijri: string }> = {
  'en-US': { numbers: 'en-US', gregorian: 'en-US', hijri: 'en-US-u-ca-islamic-umalqura' },
  'ar-SA': {
    numbers: 'ar-SA-u-nu-latn',
    gregorian: 'ar-SA-u-ca-gregory-nu-latn',
    hijri: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  },
};

const FONTS: Record<ContractLanguage, string> = {
  'ar-SA': "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Serif', 'DejaVu Sans', serif",
  'en-US': "'Noto Serif', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Serif', serif",
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of an ISO date or timestamp, in UTC; null when it is no real day. */
const formatDay = (value: string, locale: string): string | null => {
  const match = DAY.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

const formatAmount = (value: number, language: ContractLanguage): string =>
  new Intl.NumberFormat(LOCALES[language].numbers, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);

/** User text, escaped and isolated so its direction never reorders the words around it. */
const userText = (value: string): string => `<bdi>${escapeHtml(value)}</bdi>`;

const nameIn = (name: { ar: string; en: string }, language: ContractLanguage) =>
  userText(language === 'ar-SA' ? name.ar : name.en);

const dayText = (value: string, language: ContractLanguage) =>
  formatDay(value, LOCALES[language].gregorian) ?? userText(value);

const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;

const count = (template: string, value: number) => template.replace('{count}', String(value));

const organization = (
  heading: string,
  party: { name: { ar: string; en: string }; licenseNumber: string | null },
  text: EmploymentContractText,
  language: ContractLanguage,
) => `
      <div class="party">
        <h3>${heading}</h3>
        <p class="party-name">${nameIn(party.name, language)}</p>
        <p>${text.licenseLabel}: ${party.licenseNumber ? userText(party.licenseNumber) : text.noLicense}</p>
      </div>`;

const employerBlock = (
  doc: EmploymentContractDocument,
  text: EmploymentContractText,
  language: ContractLanguage,
) => `
      <div class="party employer">
        <h3>${text.employer}</h3>
        <p class="party-name">${nameIn(doc.employer.name, language)}</p>
        <dl class="meta">
          ${row(text.nationalIdLabel, userText(doc.employer.nationalId))}
          ${row(text.mobileLabel, userText(doc.employer.mobile))}
          ${row(text.cityLabel, text.cities[doc.employer.city] ?? userText(doc.employer.city))}
          ${row(text.addressLabel, userText(doc.employer.address))}
        </dl>
      </div>`;

const workerSection = (
  doc: EmploymentContractDocument,
  text: EmploymentContractText,
  language: ContractLanguage,
) => `
    <section>
      <h2>${text.workerHeading}</h2>
      <dl class="meta">
        ${row(text.worker.name, nameIn(doc.candidate.name, language))}
        ${row(text.worker.passport, userText(doc.candidate.passportNumber))}
        ${row(text.worker.nationality, nameIn(doc.country.name, language))}
        ${row(text.worker.job, nameIn(doc.visa.job.name, language))}
        ${row(text.worker.gender, text.genders[doc.candidate.gender])}
        ${row(text.worker.birthDate, dayText(doc.candidate.birthDate, language))}
        ${row(text.worker.visa, userText(doc.visa.number))}
      </dl>
    </section>`;

const termsSection = (
  doc: EmploymentContractDocument,
  text: EmploymentContractText,
  language: ContractLanguage,
) => `
    <section>
      <h2>${text.termsHeading}</h2>
      <dl class="meta">
        ${row(text.terms.monthlySalary, `${formatAmount(doc.terms.monthlySalary, language)} ${text.currency}`)}
        ${row(text.terms.duration, count(text.months, doc.terms.durationMonths))}
        ${row(text.terms.probation, count(text.days, doc.terms.probationDays))}
        ${row(text.terms.recruitmentFee, `${formatAmount(doc.terms.recruitmentFee, language)} ${text.currency}`)}
      </dl>
    </section>`;

const signature = (heading: string, name: string, text: EmploymentContractText) => `
        <div class="signature">
          <h3>${heading}</h3>
          <p>${text.signatureName}: ${name}</p>
          <p>${text.signatureLine}: <span class="line"></span></p>
          <p>${text.signatureDate}: <span class="line"></span></p>
        </div>`;

const styles = (language: ContractLanguage) => `
  @page { size: A4; margin: 16mm 14mm 18mm; }
  * { box-sizing: border-box; }
  html { font-family: ${FONTS[language]}; font-size: 10.5pt; line-height: 1.55; color: #1a1a1a; background: #fff; }
  body { margin: 0 auto; max-width: 210mm; padding: 10mm 12mm; }
  h1 { font-size: 16pt; text-align: center; margin: 0 0 4mm; }
  h2 { font-size: 12.5pt; margin: 5mm 0 2mm; border-bottom: 1px solid #8a8a8a; break-after: avoid; }
  h3 { font-size: 10.5pt; margin: 0 0 1mm; }
  p { margin: 0 0 1.5mm; }
  .meta { display: grid; grid-template-columns: auto 1fr; gap: 0.5mm 4mm; margin: 0 0 3mm; }
  .meta dt { font-weight: bold; }
  .meta dd { margin: 0; }
  .parties, .signatures { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; }
  .party, .signature { border: 1px solid #c4c4c4; padding: 3mm; break-inside: avoid; }
  .party.employer { grid-column: 1 / -1; }
  .party-name { font-weight: bold; }
  .line { display: inline-block; min-width: 45mm; border-bottom: 1px solid #555; }
  ol { margin: 0; padding-inline-start: 6mm; }
  li { margin-bottom: 1mm; }
  footer { margin-top: 6mm; font-size: 9pt; color: #555; text-align: center; }
  @media print { body { padding: 0; max-width: none; } }
`;

/**
 * The e-contract of one employment request as a self-contained HTML document in one language:
 * the preview shows it and the PDF renderer prints it. Every value from the request is escaped.
 */
export const renderEmploymentContractHtml = (
  doc: EmploymentContractDocument,
  language: ContractLanguage,
): string => {
  const text = TEXTS[language];
  const hijri = formatDay(doc.createdAt, LOCALES[language].hijri);
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar-SA' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title} ${escapeHtml(doc.number)}</title>
<style>${styles(language)}</style>
</head>
<body>
  <main>
    <h1>${text.title}</h1>
    <dl class="meta">
      ${row(text.numberLabel, userText(doc.number))}
      ${row(text.dateLabel, dayText(doc.createdAt, language))}
      ${hijri ? row(text.hijriLabel, hijri) : ''}
      ${row(text.statusLabel, text.statuses[doc.status])}
      ${row(text.partnershipLabel, doc.partnershipContract.number ? userText(doc.partnershipContract.number) : text.noPartnershipNumber)}
    </dl>
    <p>${text.preamble}</p>
    <section>
      <h2>${text.partiesHeading}</h2>
      <div class="parties">${organization(text.office, doc.office, text, language)}${organization(
        text.agency,
        doc.agency,
        text,
        language,
      )}${employerBlock(doc, text, language)}
      </div>
    </section>${workerSection(doc, text, language)}${termsSection(doc, text, language)}
    <section>
      <h2>${text.clausesHeading}</h2>
      <ol>${text.clauses.map((clause) => `<li>${clause}</li>`).join('')}</ol>
    </section>
    <section>
      <h2>${text.signaturesHeading}</h2>
      <div class="signatures">${signature(text.employer, nameIn(doc.employer.name, language), text)}${signature(
        text.workerHeading,
        nameIn(doc.candidate.name, language),
        text,
      )}${signature(text.office, nameIn(doc.office.name, language), text)}${signature(
        text.agency,
        nameIn(doc.agency.name, language),
        text,
      )}
      </div>
    </section>
  </main>
  <footer>${text.footer}</footer>
</body>
</html>
`;
};
