import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@portal/contracts/credentials';
import { api } from '../../../lib/api-client';

/** `GET /api/me`: the signed-in person and their memberships. */
export const fetchMe = (): Promise<MeResponse> => api.get<MeResponse>('/api/me');

export const meQuery = queryOptions({ queryKey: ['me'], queryFn: fetchMe, staleTime: 0 });

export const useMe = (enabled = true) => useQuery({ ...meQuery, enabled });
