import { useQuery } from '@tanstack/react-query';
import type { ArrivalInput, FlightBooking } from '@portal/contracts/booking';
import type { Language } from '@portal/contracts/constants';
import { api } from '../../../lib/api-client';
import { downloadDocumentPdf } from '../../../lib/document-download';

/** `/api/booking`: the flight booking calls of spec 7 (`{id}` is the employment request's id). */
export const BOOKING_URL = '/api/booking';

export const bookingKeys = {
  all: ['booking'] as const,
  flight: (requestId: number) => ['booking', 'flight', requestId] as const,
};

/** `GET /api/booking/{id}`: the flight booked for a request (enabled once the request is booked). */
export const useFlightBooking = (requestId: number, enabled: boolean) =>
  useQuery({
    queryKey: bookingKeys.flight(requestId),
    queryFn: () => api.get<FlightBooking>(`${BOOKING_URL}/${requestId}`),
    enabled,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });

/** `POST /api/booking/almatar/{id}/create` (empty body): books the worker's flight with the partner. */
export const createFlightBooking = (requestId: number) =>
  api.post<FlightBooking>(`${BOOKING_URL}/almatar/${requestId}/create`);

/** `POST /api/employment-requests/{id}/arrive` with `{ arrivedOn }`: the worker's arrival on that day. */
export const recordArrival = (requestId: number, input: ArrivalInput) =>
  api.post(`/api/employment-requests/${requestId}/arrive`, input);

/**
 * `GET /api/booking/{id}/ticket/pdf?language=`: the e-ticket (Arabic and English, its page marks in
 * `language`), saved as a file.
 */
export const downloadTicketPdf = (requestId: number, language: Language, name: string) =>
  downloadDocumentPdf(`${BOOKING_URL}/${requestId}/ticket/pdf`, language, name);
