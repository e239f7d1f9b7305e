/**
 * Server messages of the application-shell endpoints (decision 0003): notifications, profile edit,
 * partnership check, travel booking, feedback, client errors. Spread into en-US.ts.
 */
export const shellEnUS = {
  'validation.tooLong': 'This value is too long.',
  'validation.phone': 'Enter a valid phone number (digits, spaces, +, - and brackets; 7 to 20 characters).',
  'validation.saudiIban':
    'Enter a valid Saudi IBAN: SA followed by 22 digits or letters, with a correct check number.',
  'partnership.pendingUpdate': 'A partnership contract update is waiting for confirmation',
  'booking.registrationDisabled': 'Travel booking registration is not enabled for your organization.',
  'booking.officeNotRegistered': 'Your office must be registered with the travel booking service first.',
  'booking.parentNotRegistered': 'Your main user must be registered with the travel booking service first.',
  'booking.subUserOnly':
    'This registration is for sub-users; main users register with their own registration.',
  'booking.superUserOnly': 'Only the main user of the establishment can do this registration.',
  'booking.partnerUnavailable': 'The travel booking service cannot be reached. Please try again later.',
  'booking.partnerRefused': 'The travel booking service refused the registration. Please contact support.',
} as const;
