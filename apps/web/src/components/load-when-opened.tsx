import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog whose code is loaded lazily (`React.lazy`) from the first time it opens on, and keeps
 * it mounted afterwards: a page's first screen does not carry a dialog it does not show (MUI's dialog, a
 * form with its schema and zod; decision 0064), and once loaded the dialog behaves as one rendered from the
 * start (its closing transition, MUI's return of focus to the button that opened it).
 */
export const LoadWhenOpened = ({ open, children }: { open: boolean; children: ReactNode }) => {
  const [opened, setOpened] = useState(open);
  // Set during render (React's "storing information from previous renders"): the dialog mounts in the
  // same commit as the change that opened it.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
};
