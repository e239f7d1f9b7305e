import { useLocation } from 'react-router';
import { showAlert } from '../../lib/alerts/alert-store';
import { isApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n/i18n';
import { serverFieldErrorsOf, showUnplacedRefusal } from '../form/server-refusal';

/** The server's messages for one step, by the field's name in that step's form. */
export type StepServerErrors = Record<string, string>;

/** What a wizard passes to the step it opens after the server refused the submission. */
export type WizardRefusalState = { serverErrors?: StepServerErrors } | null;

/** Where a field of the submitted body is shown: its step and its name there; null when no step shows it. */
export type FieldPlace<S extends string> = { step: S; field: string } | null;

type Wizard<S extends string> = {
  /** The wizard's steps in order: the first step holding a refused field is opened. */
  steps: readonly S[];
  placeOf: (field: string) => FieldPlace<S>;
  /** Opens a step with the server's messages for its fields (as `WizardRefusalState`). */
  open: (step: S, serverErrors: StepServerErrors) => void;
};

/**
 * A refused submission (400 / 409 / 422): the first step, in the wizard's order, that shows a
 * refused field is opened with its fields marked; every other message (no field, a field of no
 * step or of a later step) is in the alert of spec 8. Anything else is the error catalogue's alert.
 */
export const showWizardRefusal = <S extends string>(error: unknown, { steps, placeOf, open }: Wizard<S>) => {
  const messages = serverFieldErrorsOf(error);
  const placed = Object.keys(messages).flatMap((field) => {
    const place = placeOf(field);
    return place ? [{ ...place, source: field }] : [];
  });
  const step = steps.find((candidate) => placed.some((place) => place.step === candidate));
  const onStep = placed.filter((place) => place.step === step);
  // Messages of another step (shown there after the next submission) are in the alert as well.
  const elsewhere = Object.keys(messages).filter((field) => !onStep.some((place) => place.source === field));
  if (step === undefined || !isApiError(error)) return showUnplacedRefusal(error, elsewhere);
  const errors: StepServerErrors = {};
  for (const place of onStep) errors[place.field] ??= messages[place.source] ?? '';
  const others = elsewhere.map((field) => messages[field]).filter((message) => message !== undefined);
  // The server's summary is the alert's title unless a field or the alert already says it.
  const said = [...others, ...Object.values(errors)];
  showAlert({
    type: 'danger',
    ...(error.body?.message && !said.includes(error.body.message) ? { title: error.body.message } : {}),
    message: [i18n.t('wizard.serverRefused'), ...others].join(' '),
  });
  open(step, errors);
};

/** The server's messages for the open step's fields, when the wizard opened it after a refusal. */
export const useStepServerErrors = (): StepServerErrors | null =>
  (useLocation().state as WizardRefusalState)?.serverErrors ?? null;
