import type { Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { runRequestAction, type ActionDeps } from './actions';
import type { RequestRow } from './repository';

/**
 * The declared `bookTicket` (CONTRACTED → TICKET_BOOKED, by the request's office) inside the
 * caller's transaction: 404 outside the caller's visibility, 403 not its office, 409 another status.
 */
export type TicketBooker = (
  tx: Executor,
  session: EstablishmentSession,
  id: number,
  now?: Date,
) => Promise<RequestRow>;

/**
 * What the booking module takes the action with once the partner booked the flight: the only
 * way to TICKET_BOOKED (it is no generic `POST /api/employment-requests/{id}/{action}`).
 */
export const ticketBookerOf =
  (deps: ActionDeps): TicketBooker =>
  (tx, session, id, now = new Date()) =>
    runRequestAction(tx, deps, {
      session,
      id,
      action: 'bookTicket',
      reasonId: undefined,
      now,
    });
