import { useState } from 'react';

type Values = Partial<Record<string, string>>;
export type FilterDraft = Record<string, string>;

/** Whether two sets of filters hold the same values for these names (the address trims them). */
const sameValues = (a: Values, b: Values, names: readonly string[]): boolean =>
  names.every((name) => (a[name] ?? '').trim() === (b[name] ?? '').trim());

const draftOf = (values: Values, names: readonly string[]): FilterDraft =>
  Object.fromEntries(names.map((name) => [name, values[name] ?? '']));

/**
 * What the filter bar's fields hold, started from the applied filters (the address) and started
 * afresh when they change (back, forward, a shared link). The router changes the address before
 * the list renders it (a navigation waits for the new page), and the form stays on screen
 * meanwhile: a value typed or picked in that moment, after a Search or a Clear, is kept when the
 * filters that Search applied arrive, instead of being dropped with the old form.
 */
export const useFilterDraft = (names: readonly string[], values: Values) => {
  const [draft, setDraft] = useState(() => draftOf(values, names));
  // The applied filters the draft was last set from, and those last sent and not yet arrived.
  const [shown, setShown] = useState(values);
  const [sent, setSent] = useState<FilterDraft | null>(null);
  if (!sameValues(values, shown, names)) {
    setShown(values);
    setSent(null);
    const arrived = sent !== null && sameValues(values, sent, names);
    setDraft(
      Object.fromEntries(
        names.map((name) => {
          const edited = arrived && draft[name] !== sent[name];
          return [name, edited ? (draft[name] ?? '') : (values[name] ?? '')];
        }),
      ),
    );
  }
  return {
    draft,
    /** One field's new value, not applied yet. */
    edit: (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value })),
    /** The draft with these changes, as it is sent to be applied. */
    send: (changes: FilterDraft = {}): FilterDraft => {
      const next = { ...draft, ...changes };
      setDraft(next);
      setSent(next);
      return next;
    },
  };
};
