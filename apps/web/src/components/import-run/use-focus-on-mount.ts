import { useEffect, useRef } from 'react';

/**
 * Focus on the element once it is shown: each view of the import dialog (file, progress, outcome)
 * replaces the one that had focus, so focus goes to the new one instead of falling to the dialog
 * (or to `<body>` when the dialog's content is drawn anew).
 */
export const useFocusOnMount = <E extends HTMLElement>() => {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
};

/** A region that takes focus from code only: no outline for a mouse user, one for the keyboard. */
export const FOCUSED_REGION_SX = { '&:focus:not(:focus-visible)': { outline: 'none' } } as const;
