import { showAlert, type AlertInput } from './alerts/alert-store';
import { isApiError } from './api-error';
import { reportError } from './error-reporting';
import { i18n } from './i18n/i18n';

/** Spec 8 as alerts: the alerts an error produces, without showing them. */
export const alertsForError = (error: unknown): AlertInput[] => {
  if (isApiError(error)) {
    if (error.status === 401) return [];
    if (error.status === 0) return [{ type: 'danger', message: i18n.t('errors.connection') }];
    const body = error.body;
    if (body?.messages?.length) return body.messages.map((message) => ({ type: 'danger', message }));
    if (body?.message) {
      const details = body.details ? (body.service ? `${body.service}: ${body.details}` : body.details) : '';
      return [{ type: 'danger', title: body.message, message: details }];
    }
  }
  return [{ type: 'danger', message: i18n.t('errors.unknown') }];
};

/** The global error handler: alerts per the error catalogue, then reports to the error service. */
export const handleError = (error: unknown): void => {
  alertsForError(error).forEach(showAlert);
  reportError(error);
};
