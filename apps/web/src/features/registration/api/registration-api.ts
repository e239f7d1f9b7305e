import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@portal/contracts/list';
import type {
  CaptchaChallenge,
  Registration,
  RegistrationCountry,
  RegistrationCreated,
  RegistrationDecision,
  RegistrationFields,
  RegistrationStatusAnswer,
} from '@portal/contracts/registration';
import { api, type QueryValue } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

const URL_BASE = '/api/registrations';

export const fetchCaptchaChallenge = () =>
  api.get<CaptchaChallenge>(`${URL_BASE}/captcha`, { anonymous: true });

export const useRegistrationCountries = () =>
  useQuery({
    queryKey: ['registration', 'countries'],
    queryFn: () => api.get<RegistrationCountry[]>(`${URL_BASE}/countries`, { anonymous: true }),
    staleTime: 300_000,
  });

/** Multipart: the fields, the solved captcha and up to three documents. */
export const useSubmitRegistration = () =>
  useMutation({
    mutationFn: ({
      fields,
      documents,
      captcha,
    }: {
      fields: RegistrationFields;
      documents: File[];
      captcha: string | null;
    }) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields))
        if (value !== undefined && value !== null) body.set(key, String(value));
      if (captcha) body.set('captcha', captcha);
      for (const file of documents) body.append('documents', file, file.name);
      return api.post<RegistrationCreated>(URL_BASE, body, { anonymous: true });
    },
    meta: { skipGlobalErrorHandler: true },
  });

export const fetchRegistrationStatus = (reference: string) =>
  api.get<RegistrationStatusAnswer>(`${URL_BASE}/status`, { query: { reference }, anonymous: true });

export const registrationsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['registrations', 'list', query],
    queryFn: () => api.get<ListResponse<Registration>>(URL_BASE, { query }),
    placeholderData: keepPreviousData,
  });
export const useRegistrations = (query: Record<string, QueryValue>) => useQuery(registrationsQuery(query));

/** `GET /api/registrations/{id}`: one request as an admin reads it now (with who reviews it). */
export const fetchRegistration = (id: number) => api.get<Registration>(`${URL_BASE}/${id}`);

export const useDecideRegistration = (id: number) =>
  useMutation({
    mutationFn: (decision: RegistrationDecision) =>
      api.post<Registration>(`${URL_BASE}/${id}/decision`, decision),
    // A refused decision is shown in the registration's dialog.
    meta: { skipGlobalErrorHandler: true },
  });

export const downloadRegistrationDocument = async (id: number, fileId: string, name: string) => {
  const blob = await api.get<Blob>(`${URL_BASE}/${id}/documents/${fileId}`, {
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
  saveFile(blob, name);
};
