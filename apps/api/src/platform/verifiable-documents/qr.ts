import QRCode from 'qrcode';
import type { PageMarks } from '../pdf-renderer';

/** The printed side of the QR code: large enough to read from a 150 dpi scan (issue 25's acceptance). */
export const QR_SIZE_MM = 38;

/**
 * The QR code of `text` as an inline SVG of `QR_SIZE_MM` (error correction M, the standard quiet
 * zone of 4 modules): Chromium's page marks take neither scripts nor loaded images, an inline SVG
 * prints crisp at any resolution.
 */
export const qrSvg = async (text: string): Promise<string> => {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg
    .replace('<svg ', `<svg width="${QR_SIZE_MM}mm" height="${QR_SIZE_MM}mm" role="img" `)
    .replace(/\n/g, '');
};

/**
 * Where a verified copy's stored page marks take their QR code. The code follows from what is
 * stored beside the marks (the verification code and the signed payload), so it is drawn when the
 * copy is printed, by the render job or a download before it, not in the approving call: a
 * version-18 code took two thirds of an approval's processor time in the API (decision 0068).
 */
export const QR_SLOT = '<span data-verification-qr></span>';

/**
 * Stored page marks as printed: the QR code of `text` in their slot. Marks stored before the slot
 * existed carry their QR code already and are printed as they are.
 */
export const withQrCode = async (marks: PageMarks, text: string): Promise<PageMarks> => {
  if (!marks.footer.includes(QR_SLOT)) return marks;
  const svg = await qrSvg(text);
  return { header: marks.header, footer: marks.footer.replace(QR_SLOT, () => svg) };
};
