import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ComplianceDecision,
  ComplianceOrder,
  ComplianceOrderList,
  DecidableComplaintList,
} from '@portal/contracts/compliance-orders';
import { api } from '../../../lib/api-client';

const KEY = ['compliance-orders'] as const;

/** The caller's orders (an office its own, admins every one); refreshed each minute beside the countdowns. */
export const useComplianceOrders = () =>
  useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: ({ signal }) => api.get<ComplianceOrderList>('/api/compliance-orders', { signal }),
    refetchInterval: 60_000,
  });

/** Every complaint with the order decided on it (admins; read by the API through the connector). */
export const useDecidableComplaints = () =>
  useQuery({
    queryKey: [...KEY, 'complaints'],
    queryFn: ({ signal }) => api.get<DecidableComplaintList>('/api/compliance-orders/complaints', { signal }),
  });

/** 400/409 are shown in the dialog. */
export const useDecide = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceDecision) => api.post<ComplianceOrder>('/api/compliance-orders', body),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};

export const useOrderAction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'report' | 'confirm' }) =>
      api.post<ComplianceOrder>(`/api/compliance-orders/${id}/${action}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
};
