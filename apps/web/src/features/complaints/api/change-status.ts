import { useMutation } from '@tanstack/react-query';
import type { Complaint, ComplaintStatusChange } from '@portal/contracts/complaints';
import { connector } from './connector';

/** Connector `PUT /api/complaints/{id}/status`: the side a complaint waits on moves it on. */
export const changeComplaintStatus = (id: number, body: ComplaintStatusChange): Promise<Complaint> =>
  connector.request<Complaint>('PUT', `/api/complaints/${id}/status`, body);

export const useChangeComplaintStatus = () =>
  useMutation({
    mutationFn: ({ id, status }: { id: number } & ComplaintStatusChange) =>
      changeComplaintStatus(id, { status }),
  });
