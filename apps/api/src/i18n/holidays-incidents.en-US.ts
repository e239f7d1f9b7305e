/** The public holidays' and incidents' messages (decision 0057). */
export const holidaysIncidentsEnUS = {
  'publicHolidays.dayTaken': 'The day {day} already has a public holiday.',
  'publicHolidays.fileName': 'public-holidays',
  'incidents.fileName': 'incidents',
  'incidents.scope.portal': 'The portal',
  'incidents.scope.travel': 'The travel partner',
  'incidents.scope.issueTracker': 'The issue tracker',
  'incidents.source.admin': 'An admin',
  'incidents.source.readiness': 'The readiness check',
  'incidents.readinessDescription':
    'The portal could not reach its database (recorded by the readiness check).',
  'incidents.heartbeatDescription': 'No instance of the portal was running (a gap in its heartbeat).',
  'validation.holidayYear': 'Enter a year from 2000 to 2100.',
  'validation.incidentMoment': 'Enter a date and time.',
  'validation.incidentEndAfterStart': 'The end must be after the start.',
  'validation.incidentInFuture': 'An incident records what happened: this time cannot be in the future.',
} as const;
