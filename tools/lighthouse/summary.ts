import type { Result } from 'lighthouse';

/** What a page must reach (issue 24; decision 0050): the medians of its runs. */
export type Targets = { performance: number; lcpMs: number; cls: number };

/** The public pages: performance >= 95 and LCP <= 2.0 s. */
export const PUBLIC_TARGETS: Targets = { performance: 95, lcpMs: 2_000, cls: 0.05 };
/** The signed-in pages: performance >= 90, LCP <= 2.5 s, CLS <= 0.05. */
export const SIGNED_IN_TARGETS: Targets = { performance: 90, lcpMs: 2_500, cls: 0.05 };
export const ACCESSIBILITY_TARGET = 100;

export type PageResult = {
  path: string;
  language: string;
  targets: Targets;
  performance: number;
  accessibility: number;
  /** Medians of the runs. */
  lcpMs: number;
  cls: number;
  /** The run with the median performance, for the details. */
  lhr: Result;
};

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

type LcpDetails = {
  items?: (
    | { type: 'table'; items?: { label?: string; subpart?: string; duration?: number }[] }
    | { type: 'node'; snippet?: string; selector?: string }
  )[];
};

/**
 * What the largest paint is made of (Lighthouse's LCP breakdown: time to first byte, then for an
 * image its load delay and load time, and the render delay) and its element. The parts are the
 * observed load's, before Lighthouse's simulation of the phone stretches them into the LCP above.
 * A removed element (a signed-in page's first screen, replaced by the page) has no snippet.
 */
export const lcpBreakdown = (lhr: Result): string | null => {
  const details = lhr.audits['lcp-breakdown-insight']?.details as LcpDetails | undefined;
  const parts = details?.items?.flatMap((item) => (item.type === 'table' ? (item.items ?? []) : []));
  if (!parts || parts.length === 0) return null;
  const node = details?.items?.find((item) => item.type === 'node');
  const element = node?.type === 'node' ? (node.snippet ?? node.selector) : undefined;
  const timing = parts
    .map((part) => `${part.label ?? part.subpart} ${Math.round(part.duration ?? 0)} ms`)
    .join(', ');
  return `LCP as observed: ${timing}; ${element ? element.slice(0, 100) : 'element no longer in the page'}`;
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const flagged = (text: string, ok: boolean) => `${text}${ok ? '' : ' !'}`;

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
  console.info(
    'page                           language  performance    accessibility  FCP      LCP             TBT      CLS',
  );
  let ok = true;
  for (const result of results) {
    const { lhr, targets } = result;
    // An accessibility-only run (LIGHTHOUSE_CATEGORIES) has no performance figures to hold.
    const timed = lhr.categories.performance !== undefined;
    const perfOk = !timed || result.performance >= targets.performance;
    const a11yOk = result.accessibility >= ACCESSIBILITY_TARGET;
    const lcpOk = !timed || result.lcpMs <= targets.lcpMs;
    const clsOk = !timed || result.cls <= targets.cls;
    ok &&= perfOk && a11yOk && lcpOk && clsOk;
    const dash = '-';
    console.info(
      [
        result.path.padEnd(30),
        result.language.padEnd(9),
        (timed
          ? flagged(`${Math.round(result.performance)} (>=${targets.performance})`, perfOk)
          : dash
        ).padEnd(14),
        flagged(`${Math.round(result.accessibility)}`, a11yOk).padEnd(14),
        (timed ? metric(lhr, 'first-contentful-paint') : dash).padEnd(8),
        (timed ? flagged(`${seconds(result.lcpMs)} (<=${seconds(targets.lcpMs)})`, lcpOk) : dash).padEnd(15),
        (timed ? metric(lhr, 'total-blocking-time') : dash).padEnd(8),
        timed ? flagged(`${result.cls.toFixed(3)} (<=${targets.cls})`, clsOk) : dash,
      ].join(' '),
    );
    if (timed) console.info(`        ${loadFigures(lhr)}`);
    const breakdown = timed ? lcpBreakdown(lhr) : null;
    if (breakdown) console.info(`        ${breakdown}`);
    const notes = [
      ...(perfOk && lcpOk ? [] : performanceHints(lhr)),
      ...(a11yOk ? [] : accessibilityFailures(lhr)),
    ];
    for (const note of notes) console.info(`        - ${note}`);
  }
  console.info(
    `targets (beside each page; accessibility ${ACCESSIBILITY_TARGET}): ${ok ? 'met' : 'NOT met (! above)'}`,
  );
  return ok;
};
