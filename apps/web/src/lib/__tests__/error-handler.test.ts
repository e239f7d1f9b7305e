import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test/i18n';
import { alertStore } from '../alerts/alert-store';
import { ApiError } from '../api-error';
import { alertsForError, handleError } from '../error-handler';

const apiError = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, body, 'GET', '/api/x');

describe('error catalogue (spec 8)', () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => alertStore.clear());

  it('status 0: the connection message', () => {
    expect(alertsForError(apiError(0, null))).toEqual([
      { type: 'danger', message: 'Sorry, something went wrong, please check your connection and try again.' },
    ]);
  });

  it('server message as title, details prefixed by the service name', () => {
    expect(
      alertsForError(
        apiError(409, { message: 'Contract changed', details: 'Reload it', service: 'partnership' }),
      ),
    ).toEqual([{ type: 'danger', title: 'Contract changed', message: 'partnership: Reload it' }]);
    expect(alertsForError(apiError(400, { message: 'Invalid data', details: 'IBAN is not valid' }))).toEqual([
      { type: 'danger', title: 'Invalid data', message: 'IBAN is not valid' },
    ]);
  });

  it('an array of messages gives one alert each', () => {
    const alerts = alertsForError(
      apiError(400, { message: '', messages: ['Passport expired', 'Photo missing'] }),
    );
    expect(alerts.map((alert) => alert.message)).toEqual(['Passport expired', 'Photo missing']);
  });

  it('anything else: the unknown-error message', () => {
    expect(alertsForError(new Error('boom'))).toEqual([
      { type: 'danger', message: 'Sorry, unknown error has occurred :(' },
    ]);
    expect(alertsForError(apiError(500, null))[0]?.message).toBe('Sorry, unknown error has occurred :(');
  });

  it('401 shows nothing (the person is signed out instead)', () => {
    expect(alertsForError(apiError(401, { message: 'Unauthorized' }))).toEqual([]);
  });

  it('shows the alerts and reports the error', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    handleError(apiError(503, { message: 'Booking service unavailable', service: 'booking' }));
    expect(alertStore.getAlerts()[0]).toMatchObject({ title: 'Booking service unavailable', type: 'danger' });
    expect(fetchMock).toHaveBeenCalledWith('/api/client-errors', expect.objectContaining({ method: 'POST' }));
    vi.unstubAllGlobals();
  });
});
