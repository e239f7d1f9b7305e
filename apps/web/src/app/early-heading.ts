import { useSyncExternalStore } from 'react';

type Heading = { path: string; language: string; text: string };

let heading: Heading | null = null;
const listeners = new Set<() => void>();

/**
 * The heading of the signed-in page the browser opened, as its page will write it, once its first
 * data and texts are in (`early-data.ts`, decision 0065): the first screen shows it in the title's
 * place, so the page's largest text (the contract's heading with its name) is painted with the first
 * data rather than after the page's code.
 */
export const setEarlyHeading = (path: string, language: string, text: string): void => {
  heading = { path, language, text };
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The early heading of `path` in `language`, if it is in. */
export const useEarlyHeading = (path: string, language: string): string | undefined => {
  const current = useSyncExternalStore(
    subscribe,
    () => heading,
    () => null,
  );
  return current && current.path === path && current.language === language ? current.text : undefined;
};
