import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import PersonIcon from '@mui/icons-material/Person';
import { useCandidatePhoto } from '../api/candidate-files';

type CandidatePhotoProps = {
  candidate: { id: number; rowVersion: number; photo: unknown };
  /** The name shown as the image's text alternative. */
  name: string;
  size?: 'thumb' | 'full';
};

const SIDE = { thumb: 40, full: 160 } as const;

/** The candidate's photo (the thumbnail in lists), or a placeholder avatar when there is none. */
export const CandidatePhoto = ({ candidate, name, size = 'thumb' }: CandidatePhotoProps) => {
  const { t } = useTranslation();
  const hasPhoto = Boolean(candidate.photo);
  const photo = useCandidatePhoto(candidate.id, size, candidate.rowVersion, hasPhoto);
  const side = SIDE[size];
  if (hasPhoto && photo.url) {
    return (
      <Box
        component="img"
        src={photo.url}
        alt={name}
        sx={{ width: side, height: side, objectFit: 'cover', borderRadius: size === 'full' ? 1 : '50%' }}
      />
    );
  }
  return (
    <Avatar
      role="img"
      // While the photo loads the placeholder stands for it.
      aria-label={t(hasPhoto ? 'hrPoolCandidates.photoOf' : 'hrPoolCandidates.noPhoto', { name })}
      aria-busy={hasPhoto && !photo.failed ? true : undefined}
      variant={size === 'full' ? 'rounded' : 'circular'}
      sx={{ width: side, height: side }}
    >
      <PersonIcon aria-hidden fontSize={size === 'full' ? 'large' : 'small'} />
    </Avatar>
  );
};
