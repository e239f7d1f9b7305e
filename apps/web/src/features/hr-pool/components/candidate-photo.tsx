import { useTranslation } from 'react-i18next';
import { ProtectedImage } from '../../../components/protected-file/protected-image';
import { CANDIDATES_URL } from '../api/candidates-keys';

type CandidatePhotoProps = {
  candidate: { id: number; rowVersion: number; photo: unknown };
  /** The name shown as the image's text alternative. */
  name: string;
  size?: 'thumb' | 'full';
};

const SIDE = { thumb: 40, full: 160 } as const;

/**
 * The candidate's photo (the thumbnail in lists), fetched with the token and asked again after an
 * edit (its rowVersion), or a placeholder avatar when there is none.
 */
export const CandidatePhoto = ({ candidate, name, size = 'thumb' }: CandidatePhotoProps) => {
  const { t } = useTranslation();
  const hasPhoto = Boolean(candidate.photo);
  return (
    <ProtectedImage
      src={hasPhoto ? `${CANDIDATES_URL}/${candidate.id}/photo` : null}
      query={size === 'thumb' ? { size: 'thumb' } : undefined}
      version={candidate.rowVersion}
      alt={name}
      loadingLabel={t('hrPoolCandidates.photoOf', { name })}
      missingLabel={t('hrPoolCandidates.noPhoto', { name })}
      size={SIDE[size]}
      shape={size === 'full' ? 'rounded' : 'circle'}
    />
  );
};
