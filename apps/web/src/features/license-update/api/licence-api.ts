import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  LicenceRequest,
  LicenceRequestDetail,
  LicenceRequestFields,
  LicenceRejectInput,
} from '@portal/contracts/license-requests';
import type { ListResponse } from '@portal/contracts/list';
import { api, type QueryValue } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const LICENCE_URL = '/api/licenseRequests';

export const licenceRequestsQuery = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: ['licence-requests', 'list', query],
    // The trailing slash is the spec's path: any GET to api/licenseRequests/ refreshes the counts (spec 7).
    queryFn: () => api.get<ListResponse<LicenceRequest>>(`${LICENCE_URL}/`, { query }),
    placeholderData: keepPreviousData,
  });
export const useLicenceRequests = (query: Record<string, QueryValue>) =>
  useQuery(licenceRequestsQuery(query));

/** `GET /api/licenseRequests/:id` (the trailing path also refreshes the notification counts, spec 7). */
export const useLicenceRequest = (id: number | null) =>
  useQuery({
    queryKey: ['licence-requests', 'one', id],
    queryFn: () => api.get<LicenceRequestDetail>(`${LICENCE_URL}/${id}`),
    enabled: id !== null,
  });

/** Multipart: the fields, `changedInfo` as JSON, and the document. */
export const useSubmitLicenceRequest = () =>
  useMutation({
    mutationFn: ({ fields, document }: { fields: LicenceRequestFields; document: File }) => {
      const body = new FormData();
      body.set('licenseNumber', fields.licenseNumber);
      body.set('licenseDate', fields.licenseDate);
      body.set('changedInfo', JSON.stringify(fields.changedInfo));
      body.set('document', document, document.name);
      return api.post<LicenceRequestDetail>(LICENCE_URL, body);
    },
    meta: { skipGlobalErrorHandler: true },
  });

export const useLicenceAction = (id: number) =>
  useMutation({
    mutationFn: (
      action:
        { kind: 'comment'; text: string } | { kind: 'approve' } | ({ kind: 'reject' } & LicenceRejectInput),
    ) => {
      if (action.kind === 'comment')
        return api.post<LicenceRequestDetail>(`${LICENCE_URL}/${id}/comments`, { text: action.text });
      if (action.kind === 'approve') return api.post<LicenceRequestDetail>(`${LICENCE_URL}/${id}/approve`);
      const { kind: _kind, ...rejection } = action;
      return api.post<LicenceRequestDetail>(`${LICENCE_URL}/${id}/reject`, rejection);
    },
    // A refused action is shown in the request's dialog.
    meta: { skipGlobalErrorHandler: true },
  });

export const downloadLicenceDocument = async (id: number, name: string): Promise<void> => {
  const blob = await api.get<Blob>(`${LICENCE_URL}/${id}/document`, {
    responseType: 'blob',
    headers: { accept: '*/*' },
  });
  saveFile(blob, name);
};
