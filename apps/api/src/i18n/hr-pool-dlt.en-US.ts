/** The HR pool's DLT tab (decision 0026): workers registered by their country's labour ministry. */
export const hrPoolDltEnUS = {
  'dlt.officesRefused':
    "DLT workers are registered by their country's labour ministry for that country's agencies; local offices find candidates in the Candidates tab.",
  'dlt.noCountry': 'Your organisation has no country, so it cannot register DLT workers.',
  'dlt.passportTaken': 'A worker with passport number {passport} is already registered for this country.',
  'dlt.passportInFile': 'Passport number {passport} is already on line {line} of this file.',
  'dlt.jobInvalid': 'Choose an active job.',
  'dlt.jobUnknown': 'There is no active job with the code "{code}".',
  'dlt.genderNotAllowed.FEMALE': 'This job is open to women only.',
  'dlt.genderNotAllowed.MALE': 'This job is open to men only.',
  'dlt.ageForJob': 'For this job the worker must be {min} to {max} years old.',
  'dlt.alreadyTaken': 'Another agency has already taken this worker.',
  'dlt.takePassportExpiring':
    "This worker's passport expires in less than {months} months, so the worker cannot become a candidate until the ministry registers the new passport.",
  'dlt.takeAge':
    'This worker is no longer {min} to {max} years old, the age range of the career, so the worker cannot become a candidate.',
  'dlt.candidateExists':
    'A candidate with passport number {passport} is already in the pool of an agency of this country.',
  'dlt.import.noFile': 'Choose a CSV or XLSX file to import.',
} as const;
