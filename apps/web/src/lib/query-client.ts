import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleError } from './error-handler';
import { refreshAfterWrite } from './refresh-after-write';

declare module '@tanstack/react-query' {
  // Module augmentation needs an interface (declaration merging).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    queryMeta: { skipGlobalErrorHandler?: boolean; unchangedByWrites?: boolean };
    mutationMeta: { skipGlobalErrorHandler?: boolean };
  }
}

const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

/**
 * Server state defaults: one retry for transient failures, errors through the global handler, and
 * after every successful mutation what it may have changed is read again (`refreshAfterWrite`).
 */
export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.skipGlobalErrorHandler) handleError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.skipGlobalErrorHandler) handleError(error);
      },
      onSuccess: () => refreshAfterWrite(client),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
};

export const queryClient = createQueryClient();
