import type { Language } from '@portal/contracts/constants';

/** Naskh for Arabic text, a serif for English; each keeps the other script as a fallback (fonts-noto-core). */
export const DOCUMENT_FONTS: Record<Language, string> = {
  'ar-SA': "'Noto Naskh Arabic', 'Noto Sans Arabic', 'Noto Serif', 'DejaVu Sans', serif",
  'en-US': "'Noto Serif', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Serif', serif",
};

/**
 * The one print stylesheet of every document. Any word wraps, however long (`overflow-wrap:
 * anywhere`: an unbroken 500-letter value stays on the page), tables and grids share the page width
 * (fixed layout, `minmax(0, …)` columns), and the page margins leave room for the page marks
 * (number, version, page N of M) the renderer prints on every page.
 */
export const documentStyles = (language: Language) => `
  @page { size: A4; margin: 22mm 14mm 20mm; }
  * { box-sizing: border-box; }
  html { font-family: ${DOCUMENT_FONTS[language]}; font-size: 10.5pt; line-height: 1.55; color: #1a1a1a; background: #fff; }
  body { margin: 0 auto; max-width: 210mm; padding: 10mm 12mm; overflow-wrap: anywhere; }
  h1 { font-size: 16pt; text-align: center; margin: 0 0 4mm; }
  h2 { font-size: 12.5pt; margin: 5mm 0 2mm; border-bottom: 1px solid #8a8a8a; break-after: avoid; }
  h3 { font-size: 10.5pt; margin: 0 0 1mm; }
  p { margin: 0 0 1.5mm; }
  .draft { border: 2px solid #a61b1b; color: #a61b1b; padding: 2mm 3mm; margin-bottom: 4mm; font-weight: bold; }
  .facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.5mm 4mm; margin: 0 0 3mm; }
  .facts dt { font-weight: bold; }
  .facts dd { margin: 0; min-width: 0; }
  .parties { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4mm; }
  .party { border: 1px solid #c4c4c4; padding: 3mm; break-inside: avoid; min-width: 0; }
  .party.wide { grid-column: 1 / -1; }
  .party-name { font-weight: bold; }
  .clauses { white-space: pre-line; }
  .muted, .other-language { color: #555; }
  .other-language { display: block; font-size: 9pt; }
  table { width: 100%; table-layout: fixed; border-collapse: collapse; font-size: 10pt; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  th, td { border: 1px solid #8a8a8a; padding: 1.5mm 2mm; text-align: start; vertical-align: top; }
  thead th { background: #ececec; }
  td.amount { text-align: end; font-variant-numeric: tabular-nums; }
  ol { margin: 0; padding-inline-start: 6mm; }
  li { margin-bottom: 1mm; }
  .approval { break-inside: avoid; }
  .template-note { border: 1px solid #8a8a8a; border-inline-start: 4px solid #1a1a1a; padding: 2mm 3mm; margin: 0 0 3mm; break-inside: avoid; }
  .template-note ul { margin: 0; padding-inline-start: 6mm; }
  .departure { border-inline-start: 3px double #1a1a1a; padding-inline-start: 2mm; }
  .departure-mark { font-weight: bold; }
  .template-wording { display: block; font-size: 9pt; color: #444; font-style: italic; }
  .removed del { text-decoration: line-through; }
  .title-pair, .footer-pair { display: flex; justify-content: space-between; gap: 4mm; }
  .title-pair { align-items: baseline; border-bottom: 2px solid #1a5c3a; margin-bottom: 5mm; }
  .title-pair h1 { margin: 0 0 2mm; }
  .emphasis { font-size: 14pt; letter-spacing: 1px; }
  th[scope="row"] { font-weight: bold; }
  footer { margin-top: 6mm; font-size: 9pt; color: #555; text-align: center; }
  @media print { body { padding: 0; max-width: none; } }
`;
