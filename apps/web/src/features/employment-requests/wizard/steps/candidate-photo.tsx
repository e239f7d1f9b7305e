import { useTranslation } from 'react-i18next';
import { ProtectedImage } from '../../../../components/protected-file/protected-image';

/** A candidate's photo from its `photoUrl` (fetched with the token), or a placeholder avatar. */
export const WizardCandidatePhoto = ({ photoUrl, name }: { photoUrl: string | null; name: string }) => {
  const { t } = useTranslation();
  return (
    <ProtectedImage
      src={photoUrl}
      alt={t('employmentWizard.candidate.photoOf', { name })}
      missingLabel={t('employmentWizard.candidate.noPhoto', { name })}
      size={56}
    />
  );
};
