// The registrations' types and statuses, apart from their schemas (registration.ts re-exports them):
// the registrations queue takes them from here and loads no zod (decision 0064).

/** Who may ask to join through the public registration form (`rf`). */
export const REGISTRATION_TYPES = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

export const REGISTRATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
