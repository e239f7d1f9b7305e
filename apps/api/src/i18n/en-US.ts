import { lookupsEnUS } from './lookups.en-US';
import { lookupsLimitsEnUS } from './lookups-limits.en-US';
import { organizationsEnUS } from './organizations.en-US';
import { peopleEnUS } from './people.en-US';
import { shellEnUS } from './shell.en-US';
import { adminContentEnUS } from './admin-content.en-US';
import { fieldsEnUS } from './fields.en-US';
import { transitionsEnUS } from './transitions.en-US';
import { partnershipEnUS } from './partnership.en-US';
import { pdfEnUS } from './pdf.en-US';
import { hrPoolCandidatesEnUS } from './hr-pool-candidates.en-US';
import { spreadsheetEnUS } from './spreadsheet.en-US';
import { oldContractsEnUS } from './old-contracts.en-US';
import { complaintsEnUS } from './complaints.en-US';
import { complianceOrdersEnUS } from './compliance-orders.en-US';
import { hrPoolDltEnUS } from './hr-pool-dlt.en-US';
import { employmentRequestsEnUS } from './employment-requests.en-US';
import { employmentRequestActionsEnUS } from './employment-request-actions.en-US';
import { bookingEnUS } from './booking.en-US';
import { transferContractsEnUS } from './transfer-contracts.en-US';
import { verifyEnUS } from './verify.en-US';
import { myContractEnUS } from './my-contract.en-US';
import { publicRegistryEnUS } from './public-registry.en-US';
import { claimsEnUS } from './claims.en-US';
import { employerWatchlistEnUS } from './employer-watchlist.en-US';
import { holidaysIncidentsEnUS } from './holidays-incidents.en-US';

/** Server-side messages in English; keys are shared with ar-SA.ts (checked by a test). */
export const enUS = {
  ...fieldsEnUS,
  ...adminContentEnUS,
  ...shellEnUS,
  ...peopleEnUS,
  ...lookupsEnUS,
  ...lookupsLimitsEnUS,
  ...organizationsEnUS,
  ...transitionsEnUS,
  ...partnershipEnUS,
  ...pdfEnUS,
  ...hrPoolCandidatesEnUS,
  ...spreadsheetEnUS,
  ...oldContractsEnUS,
  ...complaintsEnUS,
  ...complianceOrdersEnUS,
  ...hrPoolDltEnUS,
  ...employmentRequestsEnUS,
  ...employmentRequestActionsEnUS,
  ...bookingEnUS,
  ...myContractEnUS,
  ...publicRegistryEnUS,
  ...transferContractsEnUS,
  ...verifyEnUS,
  ...employerWatchlistEnUS,
  ...holidaysIncidentsEnUS,
  ...claimsEnUS,
  'errors.badRequest': 'The request is not valid.',
  'errors.validation': 'Some fields are not valid. Please correct them and try again.',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.emptyJson': 'The request body is empty but JSON was announced.',
  'errors.payloadTooLarge': 'The request body is too large (the limit is {limit} bytes).',
  'errors.unsupportedMediaType': 'This content type is not supported: {type}.',
  'errors.unauthorized': 'Your session is not valid or has expired. Please sign in again.',
  'errors.tokenExpired': 'Your session has expired. Please sign in again.',
  'errors.unknownUser': 'Your account is not registered in the portal.',
  'errors.inactiveUser': 'Your account is disabled.',
  'errors.forbidden': 'Sorry, you are not allowed to perform this action.',
  'errors.csrf': 'The anti-forgery token is missing or does not match. Reload the page and try again.',
  'errors.establishmentRequired': 'Choose an establishment first.',
  'errors.establishmentInvalid':
    'The establishment header is not valid; expected laborOfficeId-sequenceNumber.',
  'errors.notMember': 'You are not a member of the selected establishment.',
  'errors.roleMismatch': 'The selected role does not match your membership of this establishment.',
  'errors.organizationMismatch': 'The selected organisation does not match this establishment.',
  'errors.notFound': 'The requested record was not found.',
  'errors.routeNotFound': 'There is no API endpoint {method} {url}.',
  'errors.badUrl': 'The address of the request is not valid (it contains a malformed escape sequence).',
  'errors.methodNotAllowed': 'This method is not allowed here.',
  'errors.conflict':
    'The record was changed by someone else or is in a state that does not allow this action.',
  'errors.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'errors.recordChanged':
    'Someone else saved this record after you opened it, so your changes were not saved. Reload it to see the current values, then make your changes again.',
  'errors.referenced': 'This record is still used by other records, so the change was not saved.',
  'errors.internal': 'Sorry, something went wrong, please try again later.',
  'errors.unavailable': 'The service is not ready: the database cannot be reached.',
  'errors.requestTimeout': 'The request took too long to arrive and was stopped. Please try again.',
  'errors.identityUnavailable': 'The sign-in service cannot be reached. Please try again later.',
  'validation.required': 'This field is required.',
  'validation.invalidType': 'This value has the wrong type.',
  'validation.tooSmall': 'This value is too short or too small.',
  'validation.tooBig': 'This value is too long or too big.',
  'validation.invalidFormat': 'This value does not have the expected format.',
  'validation.invalidValue': 'This value is not one of the allowed values.',
  'validation.unknownKeys': 'Unexpected field.',
  'validation.invalid': 'This value is not valid.',
} as const;
