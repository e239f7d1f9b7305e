import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { escapeHtml } from '../../platform/html-escape';
import { employmentContractTextAr } from '../employment-requests/document-text.ar-SA';
import { employmentContractTextEn } from '../employment-requests/document-text.en-US';
import type { TransferContractText } from './document-text';
import { transferContractTextAr } from './document-text.ar-SA';
import { transferContractTextEn } from './document-text.en-US';

export type ContractLanguage = 'ar-SA' | 'en-US';

/** What the transfer contract prints: the transfer as `GET /api/transfer-contracts/{id}` answers it. */
export type TransferContractDocument = Omit<TransferContract, 'actions'>;

const TEXTS: Record<ContractLanguage, TransferContractText> = {
  'ar-SA': transferContractTextAr,
  'en-US': transferContractTextEn,
};

/** The city names are the e-contract's. */
const CITIES: Record<ContractLanguage, Record<string, string>> = {
  'ar-SA': employmentContractTextAr.cities,
  'en-US': employmentContractTextEn.cities,
};

/** Latin digits in both languages (docs/decisions/0023), like the other contracts. */
const LOCALES: Record<ContractLanguage, { numbers: string; gregorian: string }> = {
  'en-US': { numbers: 'en-US', gregorian: 'en-US' },
  'ar-SA': { numbers: 'ar-SA-u-nu-latn', gregorian: 'ar-SA-u-ca-gregory-nu-latn' },
};

const FONTS: Record<ContractLanguage, string> = {
  'ar-SA': "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Serif', 'DejaVu Sans', serif",
  'en-US': "'Noto Serif', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Serif', serif",
};

const formatDay = (value: string, language: ContractLanguage): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return userText(value);
  return new Intl.DateTimeFormat(LOCALES[language].gregorian, { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
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

const row = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;

const orNotKnown = (value: string | null, text: TransferContractText) =>
  value ? userText(value) : text.notKnown;

const organization = (
  heading: string,
  party: { name: { ar: string; en: string }; licenseNumber: string | null },
  text: TransferContractText,
  language: ContractLanguage,
) => `
      <div class="party">
        <h3>${heading}</h3>
        <p class="party-name">${nameIn(party.name, language)}</p>
        <p>${text.licenseLabel}: ${party.licenseNumber ? userText(party.licenseNumber) : text.noLicense}</p>
      </div>`;

const employerBlock = (
  heading: string,
  employer: TransferContractDocument['newEmployer'],
  text: TransferContractText,
  language: ContractLanguage,
) => `
      <div class="party">
        <h3>${heading}</h3>
        <p class="party-name">${nameIn(employer.name, language)}</p>
        <dl class="meta">
          ${row(text.nationalIdLabel, userText(employer.nationalId))}
          ${row(text.mobileLabel, orNotKnown(employer.mobile, text))}
          ${row(text.cityLabel, CITIES[language][employer.city] ?? userText(employer.city))}
          ${row(text.addressLabel, orNotKnown(employer.address, text))}
        </dl>
      </div>`;

const sourceOf = (doc: TransferContractDocument) =>
  doc.worker.employmentRequest?.number ?? doc.worker.oldContract?.contractNumber ?? '';

const workerSection = (
  doc: TransferContractDocument,
  text: TransferContractText,
  language: ContractLanguage,
) => `
    <section>
      <h2>${text.workerHeading}</h2>
      <dl class="meta">
        ${row(text.worker.name, nameIn(doc.worker.name, language))}
        ${row(text.worker.passport, userText(doc.worker.passportNumber))}
        ${row(text.worker.nationality, nameIn(doc.country.name, language))}
        ${row(text.worker.residentId, orNotKnown(doc.worker.residentId, text))}
        ${row(text.worker.source, userText(sourceOf(doc)))}
      </dl>
    </section>`;

const termsSection = (
  doc: TransferContractDocument,
  text: TransferContractText,
  language: ContractLanguage,
) => `
    <section>
      <h2>${text.termsHeading}</h2>
      <dl class="meta">
        ${row(text.fee, `${formatAmount(doc.fee, language)} ${text.currency}`)}
        ${row(text.consent, `${text.consentGiven} ${formatDay(doc.workerConsentAt, language)}`)}
        ${doc.completedAt ? row(text.completedAt, formatDay(doc.completedAt, language)) : ''}
        ${doc.reason ? row(text.reason, nameIn(doc.reason.text, language)) : ''}
      </dl>
    </section>`;

const signature = (heading: string, name: string, text: TransferContractText) => `
        <div class="signature">
          <h3>${heading}</h3>
          <p>${text.signatureName}: ${name}</p>
          <p>${text.signatureLine}: <span class="line"></span></p>
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
  .party-name { font-weight: bold; }
  .line { display: inline-block; min-width: 45mm; border-bottom: 1px solid #555; }
  ol { margin: 0; padding-inline-start: 6mm; }
  li { margin-bottom: 1mm; }
  footer { margin-top: 6mm; font-size: 9pt; color: #555; text-align: center; }
  @media print { body { padding: 0; max-width: none; } }
`;

/**
 * The transfer contract as a self-contained HTML document in one language (right to left in
 * Arabic): the preview shows it and the shared PDF renderer prints it. Every value is escaped.
 */
export const renderTransferContractHtml = (
  doc: TransferContractDocument,
  language: ContractLanguage,
): string => {
  const text = TEXTS[language];
  const agency = doc.agency
    ? organization(text.agency, doc.agency, text, language)
    : `
      <div class="party">
        <h3>${text.agency}</h3>
        <p>${text.noAgency}</p>
      </div>`;
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
      ${row(text.dateLabel, formatDay(doc.createdAt, language))}
      ${row(text.statusLabel, text.statuses[doc.status])}
    </dl>
    <p>${text.preamble}</p>
    <section>
      <h2>${text.partiesHeading}</h2>
      <div class="parties">${organization(text.office, doc.office, text, language)}${agency}${employerBlock(
        text.oldEmployer,
        doc.oldEmployer,
        text,
        language,
      )}${employerBlock(text.newEmployer, doc.newEmployer, text, language)}
      </div>
    </section>${workerSection(doc, text, language)}${termsSection(doc, text, language)}
    <section>
      <h2>${text.clausesHeading}</h2>
      <ol>${text.clauses.map((clause) => `<li>${clause}</li>`).join('')}</ol>
    </section>
    <section>
      <h2>${text.signaturesHeading}</h2>
      <div class="signatures">${signature(text.newEmployer, nameIn(doc.newEmployer.name, language), text)}${signature(
        text.workerHeading,
        nameIn(doc.worker.name, language),
        text,
      )}${signature(text.office, nameIn(doc.office.name, language), text)}${signature(
        text.oldEmployer,
        nameIn(doc.oldEmployer.name, language),
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
