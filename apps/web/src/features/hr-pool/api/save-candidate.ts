import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Candidate, CandidateInput, CandidateUpdate } from '@portal/contracts/hr-pool/candidates';
import { api } from '../../../lib/api-client';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/** The documents sent with a save; a missing one keeps what the candidate has. */
export type CandidateFiles = { photo?: File | null | undefined; cv?: File | null | undefined };

/** The multipart body: the `data` part (the contract's JSON) and the optional `photo` and `cv` files. */
export const candidateBody = (data: CandidateInput | CandidateUpdate, files: CandidateFiles): FormData => {
  const body = new FormData();
  body.set('data', JSON.stringify(data));
  if (files.photo) body.set('photo', files.photo, files.photo.name);
  if (files.cv) body.set('cv', files.cv, files.cv.name);
  return body;
};

/** `POST /api/hr-pool/candidates` (an agency's own pool): the created candidate. */
export const createCandidate = (data: CandidateInput, files: CandidateFiles): Promise<Candidate> =>
  api.post<Candidate>(CANDIDATES_URL, candidateBody(data, files));

/** `PUT /api/hr-pool/candidates/{id}` with the version read: 409 when someone saved in between. */
export const updateCandidate = (
  id: number,
  data: CandidateUpdate,
  files: CandidateFiles,
): Promise<Candidate> => api.put<Candidate>(`${CANDIDATES_URL}/${id}`, candidateBody(data, files));

type SaveInput = { data: CandidateInput; files: CandidateFiles; rowVersion?: number | undefined };

/** Create (no id) or update (id and `rowVersion`) a candidate; errors are shown by the form. */
export const useSaveCandidate = (id?: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ data, files, rowVersion }: SaveInput) =>
      id === undefined
        ? createCandidate(data, files)
        : updateCandidate(id, { ...data, rowVersion: rowVersion ?? 1 }, files),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (candidate) => {
      client.setQueryData(candidateKeys.one(candidate.id), candidate);
    },
  });
};
