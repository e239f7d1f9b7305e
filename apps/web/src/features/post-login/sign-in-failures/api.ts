import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInFailuresResponse } from '@portal/contracts/sign-in-failures';
import { api } from '../../../lib/api-client';

const KEY = ['me', 'sign-in-failures'] as const;

/** `GET /api/me/sign-in-failures`: wrong passwords for the account not yet seen (decision 0043). */
export const useSignInFailures = () =>
  useQuery({
    queryKey: KEY,
    // The schema (and zod with it) loads with the answer: the signed-in layout, which asks on every
    // first load, stays without zod (decision 0050).
    queryFn: async (): Promise<SignInFailuresResponse> => {
      const [answer, { signInFailuresResponseSchema }] = await Promise.all([
        api.get('/api/me/sign-in-failures'),
        import('@portal/contracts/sign-in-failures'),
      ]);
      return signInFailuresResponseSchema.parse(answer);
    },
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
