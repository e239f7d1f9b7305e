/** Messages of flight booking (`POST /api/booking/almatar/{id}/create`, the ticket). Spread into en-US.ts. */
export const bookingEnUS = {
  'booking.partnerTimeout':
    'The travel booking service did not answer in time. Nothing was changed; please try again.',
  'booking.flightUnavailable':
    'The travel booking service cannot book the flight now. Nothing was changed; please try again later.',
  'booking.flightRefused': 'The travel booking service refused the booking. Please contact support.',
  'booking.noDepartureAirport': "No departure airport is known for the worker's country.",
  'booking.ticketNotFound': 'No flight is booked for this employment request.',
  'booking.ticket.title': 'Electronic ticket',
  'booking.ticket.request': 'Employment request',
  'booking.ticket.passenger': 'Passenger',
  'booking.ticket.passport': 'Passport number',
  'booking.ticket.pnr': 'Booking reference (PNR)',
  'booking.ticket.ticketNumber': 'Ticket number',
  'booking.ticket.airline': 'Airline',
  'booking.ticket.flight': 'Flight',
  'booking.ticket.from': 'From',
  'booking.ticket.to': 'To',
  'booking.ticket.departure': 'Departure',
  'booking.ticket.arrival': 'Arrival',
  'booking.ticket.employer': 'Employer',
  'booking.ticket.office': 'Recruitment office',
  'booking.ticket.bookedAt': 'Booked on',
  'booking.ticket.times': 'Times are in Coordinated Universal Time (UTC).',
  'booking.arrivalBeforeDeparture': 'The arrival cannot be before the booked flight departs.',
  'booking.arrivalInFuture':
    'The arrival can be recorded once it has happened: choose today or an earlier day.',
} as const;
