// The contract templates' pure helpers, apart from their schemas (contract-templates.ts re-exports
// them): the partnership wizard's obligations step and a contract's departures from its template take
// them from here and load no zod (decision 0064).

/** A template's clauses as the wizard's text field holds them: one clause a line. */
export const clausesToText = (list: readonly string[]): string => list.join('\n');

/** A contract's obligations text as clauses: each non-blank line, trimmed. */
export const clausesOfText = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** One clause of a contract against its template: as in it, changed (with its wording) or added. */
export type ClauseMark =
  | { kind: 'same'; text: string }
  | { kind: 'changed'; text: string; templateText: string }
  | { kind: 'added'; text: string };

/** A contract's clauses against the template's: each clause marked, and the template's removed ones. */
export type ClauseDeparture = { clauses: ClauseMark[]; removed: string[] };

/**
 * Where a contract's clauses depart from the template's (decision 0053). A clause found word for
 * word (spaces aside) in the template is the same; the remaining ones are paired in order with the
 * remaining template clauses (changed, the template's wording beside); what is left over is added
 * (contract) or removed (template).
 */
export const clauseDeparture = (
  template: readonly string[],
  contract: readonly string[],
): ClauseDeparture => {
  const used = new Set<number>();
  const matched = contract.map((clause) => {
    const at = template.findIndex((candidate, index) => !used.has(index) && same(candidate, clause));
    if (at >= 0) used.add(at);
    return at;
  });
  const unmatchedTemplate = template.map((_, index) => index).filter((index) => !used.has(index));
  const clauses: ClauseMark[] = contract.map((text, index) => {
    if ((matched[index] ?? -1) >= 0) return { kind: 'same', text };
    const pair = unmatchedTemplate.shift();
    if (pair === undefined) return { kind: 'added', text };
    return { kind: 'changed', text, templateText: template[pair] ?? '' };
  });
  return { clauses, removed: unmatchedTemplate.map((index) => template[index] ?? '') };
};

/** Whether a line's payment terms differ from the template's (spaces aside). */
export const paymentTermsDepart = (template: string, terms: string): boolean => !same(template, terms);

/** Whether anything departs from the template: the legend shows only then. */
export const departs = (departure: ClauseDeparture): boolean =>
  departure.removed.length > 0 || departure.clauses.some((clause) => clause.kind !== 'same');
