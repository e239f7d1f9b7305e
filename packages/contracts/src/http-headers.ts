/** Request headers of spec section 7, shared by the web client and the API. */
export const HEADERS = {
  establishment: 'x-establishment',
  role: 'x-role',
  organizationId: 'x-organization-id',
  owner: 'x-owner',
  csrf: 'x-xsrf-token',
  acceptLanguage: 'accept-language',
} as const;

export const CSRF_COOKIE = 'XSRF-TOKEN';

/** Establishment header value: `laborOfficeId-sequenceNumber`. */
export const formatEstablishmentKey = (laborOfficeId: number, sequenceNumber: number): string =>
  `${laborOfficeId}-${sequenceNumber}`;

export const parseEstablishmentKey = (
  value: string,
): { laborOfficeId: number; sequenceNumber: number } | null => {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(value.trim());
  if (!match) return null;
  return { laborOfficeId: Number(match[1]), sequenceNumber: Number(match[2]) };
};
