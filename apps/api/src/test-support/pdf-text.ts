import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler-utils tool (apt-get install poppler-utils) on the PDF in a throwaway file. */
const withPdfFile = <T>(pdf: Buffer, read: (file: string) => T): T => {
  const folder = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * The PDF's text as `pdftotext -layout` reads it, without the bidi embedding marks it adds around
 * right-to-left runs (so Arabic compares with the text that was printed).
 */
export const pdfText = (pdf: Buffer): string =>
  withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  ).replace(/[\u202A-\u202E]/g, '');

/** The fonts of the PDF as `pdffonts` lists them: name and whether it is embedded. */
export const pdfFonts = (pdf: Buffer): { name: string; embedded: boolean }[] =>
  withPdfFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }))
    .trim()
    .split('\n')
    .slice(2)
    .map((row) => {
      const columns = row.trim().split(/\s+/);
      // name type [type…] encoding emb sub uni object-id generation: emb is fifth from the end.
      return { name: columns[0] ?? '', embedded: columns.at(-5) === 'yes' };
    });

/** A4 in PDF points (1/72 inch), and millimetres in points. */
const A4 = { width: 595, height: 842 };
const MM = 72 / 25.4;

/**
 * Each page's text as `pdftotext` reads it, without bidi marks: in reading order (columns kept
 * apart, Arabic sentences in logical order), or with `raw` in the order it was drawn (each box and
 * table cell whole, even beside another one that wraps over as many lines). `margins` (mm) leaves
 * the page margins out, so text running over a page break joins up without the page marks between.
 */
export const pdfPages = (
  pdf: Buffer,
  { raw = false, margins }: { raw?: boolean; margins?: { top: number; bottom: number } } = {},
): string[] => {
  const crop = margins
    ? [
        ['-x', '0'],
        ['-y', String(Math.ceil(margins.top * MM))],
        ['-W', String(A4.width)],
        ['-H', String(Math.floor(A4.height - (margins.top + margins.bottom) * MM))],
      ].flat()
    : [];
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', [...(raw ? ['-raw'] : []), ...crop, '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    }),
  )
    .replace(/[\u202A-\u202E]/g, '')
    .split('\f')
    .slice(0, -1);
};
