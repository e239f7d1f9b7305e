import { expect, type Page } from '@playwright/test';
import type { Language } from './employment-wizard-flow';
import { expectNoAxeViolations, languageSwitch, localeText, SERVER_WORK } from './support';

/** Switches the portal's language from the banner, as a person does, and waits for the page to follow. */
export const switchLanguage = async (page: Page, language: Language) => {
  await languageSwitch(page, language).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
};

/**
 * What a record's history must never show a person (spec §8: records read as the screens do):
 * the name of a field or a text key, a timestamp as stored, an object or nothing printed as text.
 */
const RAW = [
  { what: 'a field name', pattern: /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g },
  { what: 'a text key', pattern: /\b[a-z][A-Za-z]*(?:\.[a-z][A-Za-z]*)+\b/g },
  { what: 'a stored timestamp', pattern: /\d{4}-\d\d-\d\dT\d\d:/g },
  { what: 'an object', pattern: /\[object \w+\]/g },
  { what: 'an empty value', pattern: /\b(?:undefined|null|NaN)\b/g },
];

/**
 * A record's id shown where its name should be: a bare whole number of a few digits. Only a
 * quantity reads so (a duration, a probation, years of experience, a count, a version); numbers
 * that name something (visa, national id, mobile) are longer.
 */
const BARE_ID = /^#?\d{1,7}$/;
const QUANTITY_LABEL =
  /duration|probation|experience|years|months|days|count|version|مدة|فترة|خبرة|سنوات|أشهر|أيام|عدد|إصدار|نسخة/i;

/** The changes of the history panel, one text a line ("field: from → to"). */
const historyLines = async (page: Page, language: Language) => {
  const panel = page.getByRole('region', { name: localeText(language, 'history.title') });
  await expect(panel.getByRole('listitem').first()).toBeVisible(SERVER_WORK);
  return { panel, lines: await panel.getByRole('listitem').allInnerTexts() };
};

const problemsOf = (lines: string[], language: Language) => {
  const arrow = language === 'ar-SA' ? ' ← ' : ' → ';
  const problems: string[] = [];
  for (const line of lines) {
    for (const { what, pattern } of RAW)
      for (const found of line.matchAll(pattern)) problems.push(`${what} "${found[0]}" in: ${line}`);
    for (const change of line.split('\n')) {
      const [label, ...rest] = change.split(': ');
      if (!label || rest.length === 0 || QUANTITY_LABEL.test(label)) continue;
      for (const value of rest.join(': ').split(arrow))
        if (BARE_ID.test(value.trim())) problems.push(`an id "${value.trim()}" for ${label} in: ${line}`);
    }
  }
  return problems;
};

/**
 * Reads the history of the record the page shows in `language`, then in the other language
 * (switched from the banner) and back: each line in each language is free of raw names, stored
 * timestamps, objects and ids; axe on the panel in both. Returns the lines read, by language.
 */
export const expectReadableHistory = async (page: Page, language: Language) => {
  const other: Language = language === 'ar-SA' ? 'en-US' : 'ar-SA';
  const read: Partial<Record<Language, string[]>> = {};
  for (const current of [language, other]) {
    if (current !== language) await switchLanguage(page, current);
    const { lines } = await historyLines(page, current);
    read[current] = lines;
    expect(problemsOf(lines, current), `the history in ${current}`).toEqual([]);
    await expectNoAxeViolations(page);
  }
  await switchLanguage(page, language);
  return read as Record<Language, string[]>;
};
