import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Complaint, ComplaintStatusChange } from '@portal/contracts/complaints';
import { complaintKeys, connector } from './connector';

/** Connector `PUT /api/complaints/{id}/status`: the side a complaint waits on moves it on. */
export const changeComplaintStatus = (id: number, body: ComplaintStatusChange): Promise<Complaint> =>
  connector.request<Complaint>('PUT', `/api/complaints/${id}/status`, body);

export const useChangeComplaintStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & ComplaintStatusChange) =>
      changeComplaintStatus(id, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: complaintKeys.all }),
  });
};
