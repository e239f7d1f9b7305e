import { useSyncExternalStore } from 'react';

/** A notice as an MUI `Alert` of the standard variant shows it (`early-notice.tsx` draws it before MUI's is loaded). */
export type EarlyNotice = { severity: 'success' | 'warning' | 'error'; text: string };

/**
 * What the first screen of the signed-in page the browser opened shows from the page's first data,
 * written as the page will write it: its heading (the contract's, with its name), a notice (the
 * dashboard's licence).
 */
export type EarlyContent = { heading?: string; notice?: EarlyNotice };

type EarlyScreen = EarlyContent & { path: string; language: string };

let screen: EarlyScreen | null = null;
const listeners = new Set<() => void>();

/**
 * Set once the page's first data and texts are in (`early-data.ts`, decision 0065): the first screen
 * shows the page's largest text (the contract's heading, the dashboard's licence notice) with the
 * first data rather than after the page's code.
 */
export const setEarlyContent = (path: string, language: string, content: EarlyContent): void => {
  screen = { ...content, path, language };
  for (const listener of listeners) listener();
};

/**
 * Once the page shows its own: the early content is of the first load only (a later visit waits for
 * its own data). Nothing reads it then (the first screen and the page's loading state are gone), so
 * nothing is told.
 */
export const clearEarlyContent = (): void => {
  screen = null;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The early content of `path` in `language`, if it is in. */
export const useEarlyContent = (path: string, language: string): EarlyContent | undefined => {
  const current = useSyncExternalStore(
    subscribe,
    () => screen,
    () => null,
  );
  return current && current.path === path && current.language === language ? current : undefined;
};
