/**
 * Server messages of sub-users, licence updates, uploads and the registration form
 * (decision 0015). Spread into en-US.ts.
 */
export const peopleEnUS = {
  'subusers.usernameTaken': 'This username is already taken.',
  'subusers.cannotUpdateRights': 'Your organisation type may not change the permissions of sub-users.',
  'uploads.busy': 'Too many documents are being uploaded right now. Please try again in a moment.',
  'uploads.tooLarge': 'The file "{name}" is larger than {limit} MB.',
  'uploads.unsupportedType': 'The file "{name}" is not a PDF, PNG or JPEG document.',
  'uploads.missing': 'Attach the document.',
  'uploads.empty': 'The file "{name}" is empty (0 bytes): choose the file again.',
  'uploads.typeMismatch':
    'The file "{name}" is a {type} file, which its name or type does not say: choose the right file or rename it.',
  'uploads.tooMany': 'At most {max} documents can be attached.',
  'uploads.tooManyFields': 'The form has too many fields: at most {limit} are accepted.',
  'uploads.malformed':
    'The form data could not be read (it is malformed or incomplete). Please send it again.',
  'licence.pendingExists': 'A licence request of your organisation is already waiting for review.',
  'licence.dateInPast': 'The new expiry date must be in the future.',
  'licence.reasonInvalid': 'Choose an active licence rejection reason.',
  'registration.captchaRequired': 'Please solve the captcha ("I am not a robot") first.',
  'registration.captchaInvalid': 'The captcha answer is not valid or has expired. Please solve it again.',
  'registration.notFound': 'The registration request was not found.',
  'registration.localInKingdom':
    'A recruitment office or company is licensed in the Kingdom: choose Saudi Arabia as its country.',
  'registration.agencyAbroad':
    'A foreign recruitment agency is licensed in a sending country: choose that country (not Saudi Arabia).',
  'registration.notAccepted': 'Only an accepted registration request can become an organisation.',
  'registration.alreadyLinked': 'An organisation was already created from this registration request.',
} as const;
