import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { ReasonNeed } from '@portal/contracts/transitions/reason-need';
import { confirm } from '../confirm-dialog';
import { WriteBlockNote } from '../write-block/write-block-note';
import { useWriteBlock } from '../../lib/auth/use-write-block';
import { showAlert } from '../../lib/alerts/alert-store';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { handleError } from '../../lib/error-handler';
import { refreshAfterWrite } from '../../lib/refresh-after-write';

// The reason's dialog (MUI's dialog and select) loads when an action asks for a reason (decision 0064).
const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));

/** The texts of one action: its button, the question before it, and what is said once done. */
export type ActionTexts = {
  label: string;
  confirmTitle?: string;
  confirmMessage: string;
  done: string;
  color?: 'primary' | 'success' | 'error' | 'warning' | 'secondary';
};

export type ActionBarProps<A extends string> = {
  /**
   * The record's declared actions and how each asks for its reason (its module's `actions-values.ts`,
   * held to the transitions' inputs by the contracts' tests; without zod, decision 0064).
   */
  reasons: Readonly<Record<A, ReasonNeed>>;
  /** The record read's `actions`: what the API computed the caller may take now, in its order. */
  actions: readonly string[];
  /** Where an action is POSTed (empty body, the reason as `?reasonId=`). */
  actionUrl: (action: A) => string;
  texts: (action: A) => ActionTexts;
  /** The reasons lookup kind of an action that asks for a reason. */
  reasonKind?: (action: A) => ReasonKind | undefined;
  /** Actions that open a screen instead of being posted (e.g. an update opening the form). */
  links?: Partial<Record<NoInfer<A>, string>>;
  /** Declared actions this bar leaves to another screen (e.g. a confirmation with its own page). */
  exclude?: readonly NoInfer<A>[];
  /**
   * Actions that take more than a reason (an arrival's day): their own dialog, opened by the
   * button; `close(true)` once it posted, `close(false)` when cancelled.
   */
  forms?: Partial<Record<NoInfer<A>, (close: (done: boolean) => void) => ReactNode>>;
  /** After an action, and after a 409 (someone acted first): reload the record and its lists. */
  onChanged: () => unknown;
  label: string;
};

type Asking<A> = { action: A; required: boolean } | null;

/**
 * The buttons of a record: exactly the actions the API computed for the caller (`actions` of the
 * record read, from the same declaration and rules its runner applies), each confirmed first
 * (with a reason where the action declares one), then posted. While the organisation may not
 * write (suspended, licence expired) they show disabled with the reason. A 409 shows the server's
 * translated message and reloads the record.
 */
export const ActionBar = <A extends string>({
  reasons,
  actions: offered,
  actionUrl,
  texts,
  reasonKind,
  links = {},
  exclude = [],
  forms = {},
  onChanged,
  label,
}: ActionBarProps<A>) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<A | null>(null);
  const [asking, setAsking] = useState<Asking<A>>(null);
  const [open, setOpen] = useState<A | null>(null);
  const block = useWriteBlock();
  const noteId = useId();
  const isDeclared = (action: string): action is A => Object.hasOwn(reasons, action);
  const actions = offered.filter(isDeclared).filter((action) => !exclude.includes(action));

  const queryClient = useQueryClient();
  // A mutation, so the query client's refresh after every write reads the record, its lists, its
  // history and the counts again; the bar shows refusals itself.
  const send = useMutation({
    mutationFn: ({ action, reasonId }: { action: A; reasonId?: number }) =>
      api.post(actionUrl(action), undefined, { query: { reasonId } }),
    meta: { skipGlobalErrorHandler: true },
  });

  const post = async (action: A, reasonId?: number) => {
    setBusy(action);
    try {
      await send.mutateAsync({ action, reasonId });
      showAlert({ type: 'success', message: texts(action).done });
      await onChanged();
    } catch (error) {
      handleError(error);
      // Someone acted first: what they changed is read again too.
      if (isApiError(error) && error.status === 409) {
        refreshAfterWrite(queryClient);
        await onChanged();
      }
    } finally {
      setBusy(null);
    }
  };

  const start = async (action: A) => {
    if (forms[action]) {
      setOpen(action);
      return;
    }
    const need = reasons[action];
    if (need !== 'none') {
      setAsking({ action, required: need === 'required' });
      return;
    }
    const text = texts(action);
    const yes = await confirm({
      title: text.confirmTitle ?? text.label,
      message: text.confirmMessage,
      confirmLabel: text.label,
      cancelLabel: t('common.cancel'),
    });
    if (yes) await post(action);
  };

  if (actions.length === 0) return null;
  return (
    <>
      <Stack
        role="toolbar"
        aria-label={label}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {actions.map((action) => {
          const text = texts(action);
          const link = links[action];
          if (block) {
            return (
              <Button key={action} variant="contained" color={text.color} disabled aria-describedby={noteId}>
                {text.label}
              </Button>
            );
          }
          return link ? (
            <Button key={action} component={RouterLink} to={link} variant="outlined" color={text.color}>
              {text.label}
            </Button>
          ) : (
            <Button
              key={action}
              variant="contained"
              color={text.color}
              disabled={busy !== null}
              onClick={() => void start(action)}
            >
              {text.label}
            </Button>
          );
        })}
        {block ? <WriteBlockNote id={noteId} block={block} /> : null}
      </Stack>
      {open
        ? forms[open]?.((done) => {
            setOpen(null);
            if (done) void onChanged();
          })
        : null}
      {asking ? (
        <Suspense fallback={null}>
          <ReasonDialog
            title={texts(asking.action).confirmTitle ?? texts(asking.action).label}
            message={texts(asking.action).confirmMessage}
            confirmLabel={texts(asking.action).label}
            kind={reasonKind?.(asking.action)}
            required={asking.required}
            onClose={(reasonId) => {
              const { action } = asking;
              setAsking(null);
              if (reasonId !== null) void post(action, reasonId);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
