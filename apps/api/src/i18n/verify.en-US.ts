/** Messages of the public document check (platform/verifiable-documents, issue 25). */
export const verifyEnUS = {
  'verify.codeInvalid':
    'This is not a verification code. A code has 12 letters and digits, as printed under the QR code (for example 7K3M-Q9TX-2BHD).',
  'verify.notPdf':
    'The file is not a PDF. Upload the PDF of the document to compare it with the approved one.',
  'verify.fileMissing': 'Choose the PDF of the document to compare it with the approved one.',
} as const;
