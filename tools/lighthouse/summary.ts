import type { Result } from 'lighthouse';

export type PageResult = {
  path: string;
  language: string;
  performance: number;
  accessibility: number;
  /** The run with the median performance, for the details. */
  lhr: Result;
};

export const PERFORMANCE_TARGET = 90;
export const ACCESSIBILITY_TARGET = 100;

const metric = (lhr: Result, id: string) => lhr.audits[id]?.displayValue ?? '-';

/** What Lighthouse says would make the page faster: opportunities with savings, biggest first. */
const performanceHints = (lhr: Result): string[] =>
  Object.values(lhr.audits)
    .filter((audit) => (audit.score ?? 1) < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.details?.type === 'opportunity' || audit.id.endsWith('-insight'))
    .map((audit) => ({ audit, savings: audit.metricSavings?.LCP ?? audit.metricSavings?.FCP ?? 0 }))
    .sort((a, b) => b.savings - a.savings)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

type NetworkItem = { resourceType?: string; transferSize?: number };

/**
 * Figures that do not depend on how busy the machine is: what the first load transfers and runs,
 * beside the main-thread time (which does).
 */
const loadFigures = (lhr: Result): string => {
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const unused = (lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined)
    ?.overallSavingsBytes;
  const blocking = (lhr.audits['render-blocking-insight']?.details as { items?: unknown[] } | undefined)
    ?.items?.length;
  const mainThread = lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0;
  return [
    `${requests.length} requests`,
    `JS ${kib(scriptBytes)} transferred (${kib(unused ?? 0)} unused)`,
    `${blocking ?? 0} render-blocking`,
    `main thread ${(mainThread / 1000).toFixed(1)} s`,
  ].join(', ');
};

/** Failed accessibility checks with the first element each names. */
const accessibilityFailures = (lhr: Result): string[] =>
  (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => {
      const details = audit?.details as { items?: { node?: { snippet?: string } }[] } | undefined;
      const snippet = details?.items?.[0]?.node?.snippet;
      return `${audit?.id}: ${audit?.title}${snippet ? ` (${snippet})` : ''}`;
    });

/** Prints one line per page and language, and the details of any miss; true when all meet the targets. */
export const summarise = (results: PageResult[], runs: number, loadAverages: string[] = []): boolean => {
  console.info(
    `\nLighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile profile, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page`,
  );
  const benchmarks = results.map((result) => result.lhr.environment.benchmarkIndex);
  // Lighthouse scales the CPU time it observes: a busy machine (low index) inflates TBT and FCP.
  console.info(
    `CPU benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}`,
  );
  // The load average before and after: other work on the machine lengthens the tasks Lighthouse scales.
  if (loadAverages.length > 0) console.info(`load average (1 min) ${loadAverages.join(' -> ')}`);
  console.info('page    language  performance  accessibility  FCP      LCP      TBT      CLS');
  let ok = true;
  for (const result of results) {
    const { lhr } = result;
    const perfOk = result.performance >= PERFORMANCE_TARGET;
    const a11yOk = result.accessibility >= ACCESSIBILITY_TARGET;
    ok &&= perfOk && a11yOk;
    console.info(
      [
        result.path.padEnd(7),
        result.language.padEnd(9),
        `${Math.round(result.performance)}${perfOk ? '' : ' !'}`.padEnd(12),
        `${Math.round(result.accessibility)}${a11yOk ? '' : ' !'}`.padEnd(14),
        metric(lhr, 'first-contentful-paint').padEnd(8),
        metric(lhr, 'largest-contentful-paint').padEnd(8),
        metric(lhr, 'total-blocking-time').padEnd(8),
        metric(lhr, 'cumulative-layout-shift'),
      ].join(' '),
    );
    console.info(`        ${loadFigures(lhr)}`);
    const notes = [...(perfOk ? [] : performanceHints(lhr)), ...(a11yOk ? [] : accessibilityFailures(lhr))];
    for (const note of notes) console.info(`        - ${note}`);
  }
  console.info(
    `targets: performance >= ${PERFORMANCE_TARGET}, accessibility ${ACCESSIBILITY_TARGET}: ${ok ? 'met' : 'NOT met (! above)'}`,
  );
  return ok;
};
