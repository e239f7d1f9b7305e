import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { waitForTransitions } from './transitions';

/** WCAG 2.2 AA: every level A and AA tag up to 2.2 (2.2 added only AA rules). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules of those criteria that the pinned axe-core still marks experimental, so a tag filter leaves
 * them out: WCAG 2.5.3 (the accessible name contains the visible label).
 */
export const EXPERIMENTAL_RULES = ['label-content-name-mismatch'];

const LIGATURE_GUESS = 'function _isIconLigature(textVNode) {';

/**
 * axe guesses that text whose glyphs join into fewer, wider shapes than its letters is an icon
 * font ligature and leaves it out of `label-content-name-mismatch` and `color-contrast`. Arabic
 * letters always join, so Arabic text went unchecked. The portal uses SVG icons, never icon fonts:
 * text in Arabic script is exempt from the guess (decision 0021).
 */
const axeSourceCheckingArabic = (): string => {
  // The axe-core that @axe-core/playwright itself would load.
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  const source = readFileSync(fromAxePlaywright.resolve('axe-core/axe.js'), 'utf8');
  if (!source.includes(LIGATURE_GUESS))
    throw new Error('axe-core changed its icon-ligature guess: update apps/web/e2e/axe.ts');
  return source.replace(
    LIGATURE_GUESS,
    `${LIGATURE_GUESS}
      if (/[\\u0600-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF]/.test(textVNode.actualNode.nodeValue)) {
        return false;
      }`,
  );
};

const AXE_SOURCE = axeSourceCheckingArabic();

const RUN_OPTIONS: RunOptions = {
  // Only violations are read: axe skips collecting the passing and incomplete nodes.
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }])),
};

type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * Puts axe into the page once per document: injecting it costs seconds on a loaded machine, a run
 * on a page that already has it a fraction of that (the sweep checks many states of one document).
 */
const ensureAxe = async (page: Page): Promise<void> => {
  const present = await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
};

/** The WCAG 2.2 AA violations of the current page, one line per rule with its elements. */
export const axeViolations = async (page: Page): Promise<string[]> => {
  await ensureAxe(page);
  return page.evaluate(async (options) => {
    const results = await (window as WithAxe).axe!.run(document, options);
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          // A contrast failure names the colours and ratio measured: the element alone does not say why.
          .map((node) =>
            violation.id === 'color-contrast' && node.any[0]
              ? `${node.target.join(' ')} (${node.any[0].message})`
              : node.target.join(' '),
          )
          .join(', ')}`,
    );
  }, RUN_OPTIONS);
};

/** Fails on any WCAG 2.2 AA violation of the current page, once its transitions have ended. */
export const expectNoAxeViolations = async (page: Page): Promise<void> => {
  await waitForTransitions(page);
  expect(await axeViolations(page)).toEqual([]);
};
