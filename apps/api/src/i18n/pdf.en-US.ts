/** Messages of the shared PDF renderer (platform/pdf-renderer.ts). */
export const pdfEnUS = {
  'errors.pdfUnavailable': 'The document cannot be produced as a PDF right now. Please try again later.',
  'errors.pdfTimeout': 'Producing the PDF took too long. Please try again.',
  'errors.pdfBusy': 'Too many documents are being produced right now. Please try again in a moment.',
} as const;
