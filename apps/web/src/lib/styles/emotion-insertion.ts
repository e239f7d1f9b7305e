import { useInsertionEffect } from 'react';

/**
 * What the build gives emotion in place of `@emotion/use-insertion-effect-with-fallbacks`
 * (vite.config.ts, `emotionStylesDuringRender`): a styled element's rules are inserted while React
 * renders it, as emotion does where `useInsertionEffect` does not exist, instead of in React's
 * commit. The first page renders in a transition, in short slices; inserting every rule of the
 * page in its single commit made one task of ~50 ms on a fast machine (200+ ms on Lighthouse's slow
 * phone) that the page could not answer input during. A rule inserted by a render React drops
 * stays in the sheet, where it is harmless (emotion inserts each rule once, by its hash).
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown): void => {
  create();
};

/** Emotion's `Global` styles keep their insertion effect. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
