import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError, type ApiError } from '../../lib/api-error';
import { handleError } from '../../lib/error-handler';
import { focusFirstError } from './focus-first-error';
import { serverFieldErrorsOf } from './server-refusal';

/** Marks the alert with a dialog's refusal: focus goes there when no field shows an error. */
export const PROBLEM_MARK = 'data-form-problem';

/** A field's message by its contract name, already in the person's language. */
export type DialogFieldErrors = Readonly<Record<string, string>>;

export type DialogForm = {
  errors: DialogFieldErrors;
  /** The server's refusal of the last submit, in the person's language (null when none). */
  problem: string | null;
  /** True from a validated submit until the server answers. */
  busy: boolean;
  /** The dialog's fields (and its problem): where focus goes after a failed submit. */
  fields: RefObject<HTMLDivElement | null>;
  /**
   * Validates `input` with the contract, then saves the parsed body. Answers `{ result }` once
   * saved, or null after showing why not: the contract's messages on their fields, or the server's
   * refusal as the problem with its field messages. The dialog's values are never touched, so
   * nothing typed is lost.
   */
  submit: <S extends z.ZodType, R>(
    schema: S,
    input: unknown,
    save: (body: z.output<S>) => Promise<R>,
  ) => Promise<{ result: R } | null>;
  /** `submit` for an action that sends no values (approving): the same busy state and refusal. */
  send: <R>(save: () => Promise<R>) => Promise<{ result: R } | null>;
  /** Clears the errors and the problem (on closing the dialog). */
  reset: () => void;
};

/**
 * A refusal the dialog shows itself (4xx with a body; 401 belongs to the session): the message
 * of the error body, which the API writes in the person's language (spec 8).
 */
const refusalOf = (error: unknown) => {
  if (!isApiError(error) || error.status < 400 || error.status > 499 || error.status === 401) return null;
  const body = error.body;
  if (!body) return null;
  const problem = body.message || body.messages?.join(' ') || '';
  const errors = serverFieldErrorsOf(error);
  if (!problem && Object.keys(errors).length === 0) return null;
  return { problem: problem || null, errors };
};

export type DialogFormOptions = {
  /**
   * A 409 the dialog cannot put right because the record moved on meanwhile (someone acted first):
   * handed here, typically to say so and read the record again, instead of shown in the dialog.
   */
  onConflict?: (error: ApiError) => void;
};

/**
 * The state of a dialog's form that is not a react-hook-form (a few fields, kept in the dialog's
 * own state): the contract's field errors before sending, the server's refusal after, the busy
 * state while saving, and focus on the first field in error, else on the refusal, after a failed
 * submit so it is read out (decision 0018). Render it with `FormDialog`.
 */
export const useDialogForm = ({ onConflict }: DialogFormOptions = {}): DialogForm => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<DialogFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click while saving is ignored before React has disabled the button.
  const saving = useRef(false);
  const fields = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits === 0) return;
    // Once the errors are on the page; the disabled submit button had dropped focus to the body.
    const timer = setTimeout(() => {
      if (focusFirstError(fields.current)) return;
      fields.current?.querySelector<HTMLElement>(`[${PROBLEM_MARK}]`)?.focus();
    });
    return () => clearTimeout(timer);
  }, [failedSubmits]);

  const fail = (fieldErrors: DialogFieldErrors, refusal: string | null) => {
    setErrors(fieldErrors);
    setProblem(refusal);
    setFailedSubmits((count) => count + 1);
  };

  const reset = () => {
    setErrors({});
    setProblem(null);
  };

  const send: DialogForm['send'] = async (save) => {
    if (saving.current) return null;
    reset();
    saving.current = true;
    setBusy(true);
    try {
      return { result: await save() };
    } catch (error) {
      if (onConflict && isApiError(error) && error.status === 409) {
        onConflict(error);
        return null;
      }
      const refusal = refusalOf(error);
      if (refusal) fail(refusal.errors, refusal.problem);
      else handleError(error);
      return null;
    } finally {
      saving.current = false;
      setBusy(false);
    }
  };

  const submit: DialogForm['submit'] = async (schema, input, save) => {
    if (saving.current) return null;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const messages: Record<string, string> = {};
      let whole: string | null = null;
      // The first message of each field, as the server's are (contract messages are i18n keys); a
      // rule on the whole body has no field and is the problem.
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === undefined) whole ??= t(issue.message);
        else messages[String(field)] ??= t(issue.message);
      }
      fail(messages, whole);
      return null;
    }
    return send(() => save(parsed.data));
  };

  return { errors, problem, busy, fields, submit, send, reset };
};
