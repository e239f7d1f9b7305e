import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { employerLookupResponseSchema } from '@portal/contracts/employers';
import { api } from '../../../lib/api-client';

type EmployerLookupResponse = z.infer<typeof employerLookupResponseSchema>;

/** `GET /api/employers/lookup?nationalId=`: a known employer's saved details, or null (any office may ask). */
export const useEmployerLookup = (nationalId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['transfer-contracts', 'employer', nationalId],
    queryFn: ({ signal }) =>
      api.get<EmployerLookupResponse>('/api/employers/lookup', { query: { nationalId }, signal }),
    enabled,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
