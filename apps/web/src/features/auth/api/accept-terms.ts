import { useMutation } from '@tanstack/react-query';
import type { Membership } from '@portal/contracts/credentials';
import { api } from '../../../lib/api-client';

/** `POST /api/me/terms`: accepts the terms for the current establishment; answers the membership afresh. */
export const acceptTerms = (): Promise<Membership> => api.post<Membership>('/api/me/terms');

export const useAcceptTerms = () => useMutation({ mutationFn: acceptTerms });
