/**
 * Messages of the employers and employment-requests modules: the record and status names the
 * transition runner's 409 uses, the export's headers and the submission's refusals. Spread into en-US.ts.
 */
export const employmentRequestsEnUS = {
  'employmentRequests.record': 'employment request',
  'employmentRequests.status.PENDING_AGENCY': 'waiting for the agency',
  'employmentRequests.status.PENDING_EMBASSY': 'waiting for the embassy',
  'employmentRequests.status.CONTRACTED': 'contracted',
  'employmentRequests.status.TICKET_BOOKED': 'ticket booked',
  'employmentRequests.status.ARRIVED': 'arrived',
  'employmentRequests.status.REJECTED': 'rejected',
  'employmentRequests.status.CANCELLED': 'cancelled',
  'employmentRequests.status.PENDING_MOFA_CANCELLATION':
    'awaiting the foreign affairs confirmation of its cancellation',
  'employmentRequests.status.EXPIRED': 'expired',
  'employmentRequests.exportName': 'employment-requests',
  'employmentRequests.nameLanguage': 'en',
  'employmentRequests.visaUnavailable':
    'This visa is not one of the employer’s available, unexpired visas of a country open to recruitment.',
  'employmentRequests.visaTaken': 'Visa {visa} was taken by another request meanwhile. Choose another visa.',
  'employmentRequests.candidateTaken':
    'Candidate {name} (passport {passport}) was taken by another request meanwhile. Choose another candidate.',
  'employmentRequests.candidateUnknown': 'Choose an available candidate from the list.',
  'employmentRequests.noPartnership':
    'The candidate’s agency has no active partnership contract with your office covering this visa’s country, career and gender.',
  'employmentRequests.genderMismatch': 'The candidate’s gender is not the visa’s gender.',
  'employmentRequests.careerMismatch': 'The candidate’s career is not the visa’s career.',
  'employmentRequests.salaryBelowContract':
    'The monthly salary must be at least {amount} SAR, the partnership contract’s salary for this career.',
  'employmentRequests.feeAboveContract':
    'The recruitment fee must be at most {amount} SAR, the partnership contract’s fee for this career.',
  'employmentRequests.quotaExceeded':
    'The quota of {country} for {month} is {maximum} requests and {used} are made: these {adding} cannot be added.',
  'employmentRequests.bulkTooLarge': 'One submission takes at most {count} candidates.',
  'history.portal': 'The portal',
  'employers.nationalIdTaken': 'Another employer already has this national or resident ID.',
  'employers.newEmployerDetails':
    'No employer has this ID yet: enter its names, mobile, city and address to add it.',
  'validation.nationalIdChecksum': 'This ID number is not valid (check digit).',
  'validation.saudiMobile': 'Enter a Saudi mobile number: 05 followed by eight digits.',
  'validation.visaRequired': 'Choose at least one visa.',
  'validation.duplicate': 'This value is chosen twice.',
  'validation.amountRange': 'Enter an amount within the allowed range.',
  'validation.numberRange': 'Enter a number within the allowed range.',
} as const;
