import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signInFailuresResponseSchema,
  type SignInFailuresResponse,
} from '@portal/contracts/sign-in-failures';
import { api } from '../../../lib/api-client';

const KEY = ['me', 'sign-in-failures'] as const;

/** `GET /api/me/sign-in-failures`: wrong passwords for the account not yet seen (decision 0043). */
export const useSignInFailures = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<SignInFailuresResponse> =>
      signInFailuresResponseSchema.parse(await api.get('/api/me/sign-in-failures')),
    staleTime: Infinity,
    retry: false,
    // A notice that cannot be read now is shown at a later page load; no alert for it.
    meta: { skipGlobalErrorHandler: true },
  });

/** The notice was read up to `lastAt`; it goes away. */
export const useAcknowledgeSignInFailures = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lastAt: string) => api.post('/api/me/sign-in-failures/acknowledge', { lastAt }),
    onSuccess: () => client.setQueryData<SignInFailuresResponse>(KEY, { notice: null }),
  });
};
