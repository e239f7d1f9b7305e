import { lazy, Suspense, useSyncExternalStore } from 'react';
import { returnFocusAfterDialog } from './focus-return';

export type ConfirmOptions = { title: string; message: string; confirmLabel?: string; cancelLabel?: string };

type Pending = ConfirmOptions & { resolve: (answer: boolean) => void; trigger: Element | null };

let pending: Pending | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * Asks a question in a modal; resolves true when confirmed, false when cancelled or dismissed.
 * Afterwards focus goes back to the element that asked, or to the page heading once the answer's
 * action has removed that element (never to `<body>`).
 */
export const confirm = (options: ConfirmOptions): Promise<boolean> =>
  new Promise((resolve) => {
    pending?.resolve(false);
    pending = { ...options, resolve, trigger: pending?.trigger ?? document.activeElement };
    emit();
  });

/** Answers the pending question (used by the dialog view). */
export const answerConfirm = (value: boolean): void => {
  const current = pending;
  pending = null;
  emit();
  if (current) returnFocusAfterDialog(current.trigger);
  current?.resolve(value);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const usePendingConfirm = () =>
  useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );

const ConfirmDialogView = lazy(() =>
  import('./confirm-dialog-view').then((module) => ({ default: module.ConfirmDialogView })),
);

/** Mounted once at the root; the dialog's code loads the first time something is asked. */
export const ConfirmDialogHost = () => {
  const current = usePendingConfirm();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView options={current} />
    </Suspense>
  );
};
