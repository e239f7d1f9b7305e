import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

/** `GET /api/partnership/contracts/check`: true when it answers 409 (an update waits, spec 8). */
export const checkContractUpdate = async (): Promise<boolean> => {
  try {
    await api.get('/api/partnership/contracts/check');
    return false;
  } catch (error) {
    if (isApiError(error) && error.status === 409) return true;
    throw error;
  }
};

/** Asked once per establishment and page; a failure simply ends the sequence (no alert). */
export const useContractUpdateCheck = (establishmentKey: string, enabled: boolean) =>
  useQuery({
    queryKey: ['partnership-contract-check', establishmentKey],
    queryFn: checkContractUpdate,
    enabled,
    retry: false,
    staleTime: Infinity,
    meta: { skipGlobalErrorHandler: true },
  });
