import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import PersonIcon from '@mui/icons-material/Person';
import { useCandidatePhotoBlob } from '../employment-wizard-api';

const SIDE = 56;

/** A candidate's photo from its `photoUrl` (fetched with the token), or a placeholder avatar. */
export const WizardCandidatePhoto = ({ photoUrl, name }: { photoUrl: string | null; name: string }) => {
  const { t } = useTranslation();
  const photo = useCandidatePhotoBlob(photoUrl);
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
  if (url)
    return (
      <Box
        component="img"
        src={url}
        alt={t('employmentWizard.candidate.photoOf', { name })}
        sx={{ width: SIDE, height: SIDE, objectFit: 'cover', borderRadius: '50%', flexShrink: 0 }}
      />
    );
  return (
    <Avatar
      role="img"
      aria-label={t(photoUrl ? 'employmentWizard.candidate.photoOf' : 'employmentWizard.candidate.noPhoto', {
        name,
      })}
      aria-busy={photoUrl && photo.isPending ? true : undefined}
      sx={{ width: SIDE, height: SIDE, flexShrink: 0 }}
    >
      <PersonIcon aria-hidden />
    </Avatar>
  );
};
