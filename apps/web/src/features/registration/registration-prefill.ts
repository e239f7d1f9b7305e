import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@portal/contracts/registration';
import { api } from '../../lib/api-client';

/** What an accepted registration request gives the organisation form (`organization/add?registration=<id>`). */
export type RegistrationPrefill = {
  type: Registration['organizationType'];
  nameAr: string;
  nameEn: string;
  countryId: string;
  licenseNumber: string;
  licenseDate: string;
  addressAr: string;
  addressEn: string;
  contactNumber1: string;
  email: string;
  city: string;
};

export const registrationPrefill = (r: Registration): RegistrationPrefill => ({
  type: r.organizationType,
  nameAr: r.nameAr,
  nameEn: r.nameEn,
  countryId: r.country ? String(r.country.id) : '',
  licenseNumber: r.licenseNumber,
  licenseDate: r.licenseDate ?? '',
  addressAr: r.addressAr ?? '',
  addressEn: r.addressEn ?? '',
  contactNumber1: r.contactPhone,
  email: r.email,
  city: r.city ?? '',
});

/** `GET /api/registrations/:id` as form values; idle without an id. */
export const useRegistrationPrefill = (id: number | null) =>
  useQuery({
    queryKey: ['registrations', 'prefill', id],
    queryFn: async () => registrationPrefill(await api.get<Registration>(`/api/registrations/${id}`)),
    enabled: id !== null,
  });
