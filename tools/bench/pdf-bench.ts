// The contract preview HTML and its PDF through the shared renderer, in this process: per-document
// times, throughput with the pool warm, and memory (this process plus Chromium's) over 200 PDFs.
import { readdirSync, readFileSync } from 'node:fs';
import { renderContractDocument } from '../../apps/api/src/modules/partnership-contracts/document';
import { sampleContractDocument } from '../../apps/api/src/modules/partnership-contracts/document-sample';
import { loadConfig } from '../../apps/api/src/config';
import { createPdfRenderer } from '../../apps/api/src/platform/pdf-renderer';

type Record = (name: string, value: number, unit: string, target: string, ok: boolean) => void;

const LANGUAGES = ['ar-SA', 'en-US'] as const;
const MEMORY_RUN = 200;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Resident memory of a process and all its descendants (Chromium's browser, renderer, GPU…), Linux. */
const treeRssBytes = (rootPid: number): number => {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export const measurePdf = async (record: Record): Promise<void> => {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', EMBEDDED_DATABASE: 'true' });
  const docs = LANGUAGES.map((language) => ({ language, doc: sampleContractDocument() }));

  const previewTimes: number[] = [];
  for (let i = 0; i < 400; i += 1) {
    const { doc, language } = docs[i % 2]!;
    const started = performance.now();
    renderContractDocument(doc, language);
    previewTimes.push(performance.now() - started);
  }
  record(
    'contract preview HTML, p95 (ar/en)',
    percentile(previewTimes, 95),
    'ms',
    '<= 100 ms',
    percentile(previewTimes, 95) <= 100,
  );

  const renderer = createPdfRenderer({
    executablePath: config.chromiumPath,
    poolSize: config.pdfPoolSize,
    timeoutMs: config.pdfRenderTimeoutMs,
  });
  const documentOf = (i: number) => renderContractDocument(docs[i % 2]!.doc, docs[i % 2]!.language);
  const print = (i: number) => renderer.render(documentOf(i).html, { pageMarks: documentOf(i).pageMarks });
  try {
    const coldStarted = performance.now();
    await print(0);
    record('first contract PDF (starts Chromium)', performance.now() - coldStarted, 'ms', 'reference', true);
    for (let i = 1; i < 2 * config.pdfPoolSize + 2; i += 1) await Promise.all([print(i), print(i + 1)]);

    const pdfTimes: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      await print(i);
      pdfTimes.push(performance.now() - started);
    }
    const pdfP95 = percentile(pdfTimes, 95);
    record('contract PDF one at a time, p95 (ar/en)', pdfP95, 'ms', '<= 1500 ms', pdfP95 <= 1_500);

    const rssBefore = treeRssBytes(process.pid);
    const started = performance.now();
    let next = 0;
    // Twice the pool in flight: the queue is never empty, as under load.
    const worker = async () => {
      while (next < MEMORY_RUN) {
        next += 1;
        await print(next);
      }
    };
    await Promise.all(Array.from({ length: config.pdfPoolSize * 2 }, worker));
    const perSecond = MEMORY_RUN / ((performance.now() - started) / 1000);
    const rssAfter = treeRssBytes(process.pid);
    record(
      `contract PDFs per second, pool of ${config.pdfPoolSize} warm (${MEMORY_RUN} PDFs)`,
      perSecond,
      'PDF/s',
      '>= 3 PDF/s',
      perSecond >= 3,
    );
    const growth = (rssAfter - rssBefore) / rssBefore;
    record(
      `memory before ${MEMORY_RUN} PDFs (API process + Chromium)`,
      megabytes(rssBefore),
      'MB',
      'reference',
      true,
    );
    record(
      `memory after ${MEMORY_RUN} PDFs (growth ${Math.round(growth * 100)} %)`,
      megabytes(rssAfter),
      'MB',
      'flat: growth <= 25 %',
      growth <= 0.25,
    );
    if (renderer.stats().launches !== 1)
      throw new Error(`Chromium started ${renderer.stats().launches} times`);
  } finally {
    await renderer.close();
  }
};

// `npx tsx tools/bench/pdf-bench.ts`: the PDF figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rows: { measure: string; figure: string; target: string; met: string }[] = [];
  await measurePdf((name, value, unit, target, ok) =>
    rows.push({ measure: name, figure: `${Math.round(value)} ${unit}`, target, met: ok ? 'yes' : 'NO' }),
  );
  console.table(rows);
}
