import type { Credentials } from '@portal/contracts/credentials';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';

/** Spec 7: owner id, else seven-hundred number, else unified national number. */
export const ownerHeaderValue = (credentials: Credentials): string | null => {
  const owner = credentials.organization.establishmentOwnerInfo;
  return owner.ownerId || owner.sevenHundredNumber || owner.unifiedNationalNumber || null;
};

/** Establishment, role, organisation and owner headers of the chosen establishment. */
export const establishmentHeaders = (credentials: Credentials | null): Record<string, string> => {
  if (!credentials) return {};
  const { establishment } = credentials;
  const headers: Record<string, string> = {
    [HEADERS.establishment]: formatEstablishmentKey(
      establishment.id.laborOfficeId,
      establishment.id.sequenceNumber,
    ),
    [HEADERS.role]: establishment.role,
    [HEADERS.organizationId]: String(establishment.organizationId),
  };
  const owner = ownerHeaderValue(credentials);
  if (owner) headers[HEADERS.owner] = owner;
  return headers;
};

export const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const csrfToken = (): string | null => readCookie(CSRF_COOKIE);
