import { useMutation } from '@tanstack/react-query';
import type { Complaint, ComplaintForm } from '@portal/contracts/complaints';
import { checkComplaintSubject } from './check-subject';
import { connector } from './connector';

/** Files a complaint: the API signs the checked subject, then connector `POST /api/complaints`. */
export const createComplaint = async ({ description, ...subject }: ComplaintForm): Promise<Complaint> => {
  const checked = await checkComplaintSubject(subject);
  return connector.request<Complaint>('POST', '/api/complaints', { subject: checked.subject, description });
};

export const useCreateComplaint = () =>
  useMutation({
    mutationFn: createComplaint,
  });
