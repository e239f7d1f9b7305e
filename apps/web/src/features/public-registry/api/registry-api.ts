import type { RegistryListResponse, RegistryOrganization } from '@portal/contracts/public-registry';
import { api } from '../../../lib/api-client';

/** `GET /api/public-registry` (public, rate-limited per address): a page of licensed offices and agencies. */
export const fetchRegistryPage = (
  query: { q?: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<RegistryListResponse> =>
  api.get<RegistryListResponse>('/api/public-registry', { anonymous: true, signal, query });

/** `GET /api/public-registry/:id`: one organisation's licence, status history and partnerships. */
export const fetchRegistryOrganization = (id: string, signal?: AbortSignal): Promise<RegistryOrganization> =>
  api.get<RegistryOrganization>(`/api/public-registry/${encodeURIComponent(id)}`, {
    anonymous: true,
    signal,
  });
