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
