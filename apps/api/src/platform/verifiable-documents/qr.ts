import QRCode from 'qrcode';

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
