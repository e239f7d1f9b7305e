import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { CANDIDATES_URL, candidateKeys } from './candidates-keys';

/**
 * `GET /api/hr-pool/candidates/{id}/photo` (`?size=thumb` for the list): fetched with the
 * person's token (an `img` cannot send it) and shown from an object URL, released when unused.
 * `version` (the candidate's rowVersion) asks again after an edit.
 */
export const useCandidatePhoto = (id: number, size: 'full' | 'thumb', version: number, enabled: boolean) => {
  const photo = useQuery({
    queryKey: candidateKeys.photo(id, size, version),
    queryFn: () =>
      api.get<Blob>(`${CANDIDATES_URL}/${id}/photo`, {
        query: { size: size === 'thumb' ? 'thumb' : undefined },
        responseType: 'blob',
        headers: { accept: 'image/*' },
      }),
    enabled,
    staleTime: Infinity,
    retry: false,
    meta: { skipGlobalErrorHandler: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) {
      setUrl(null);
      return undefined;
    }
    const objectUrl = URL.createObjectURL(photo.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);
  return { url, failed: photo.isError };
};

/** `GET /api/hr-pool/candidates/{id}/cv`: the CV saved as a PDF file. */
export const downloadCandidateCv = async (id: number, name: string): Promise<void> => {
  const blob = await api.get<Blob>(`${CANDIDATES_URL}/${id}/cv`, {
    responseType: 'blob',
    headers: { accept: 'application/pdf' },
  });
  saveFile(blob, name);
};
