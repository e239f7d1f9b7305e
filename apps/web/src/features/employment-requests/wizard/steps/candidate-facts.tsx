import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { todayInKingdom } from '@portal/contracts/constants';
import type { WizardCandidate } from '@portal/contracts/employment-requests/wizard';
import { ageOn } from '@portal/contracts/hr-pool/candidates-values';
import { ProtectedFileButton } from '../../../../components/protected-file/protected-file-button';
import { formatList, formatNumber } from '../../../../lib/format/intl';
import { toLanguage } from '../../../../lib/i18n/language';

/**
 * What a clerk chooses a candidate by, beside the photo (spec 3, select-candidate): the age on the
 * kingdom's today, the years of experience, the languages (the HR pool's names, whose texts the
 * wizard loads) and the CV, downloaded with the token through the HR pool's route.
 */
export const CandidateFacts = ({ candidate, nameId }: { candidate: WizardCandidate; nameId: string }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const languages = candidate.languages.map((code) => t(`hrPoolCandidates.language.${code}`));
  return (
    <>
      <Typography variant="body2">
        {t('employmentWizard.candidate.age', {
          age: formatNumber(ageOn(candidate.birthDate, todayInKingdom()), language),
        })}
        {' · '}
        {t('employmentWizard.candidate.experience', { count: candidate.experienceYears })}
      </Typography>
      {languages.length > 0 ? (
        <Typography variant="body2">
          {t('employmentWizard.candidate.languages', { languages: formatList(languages, language) })}
        </Typography>
      ) : null}
      {candidate.cvUrl ? (
        <ProtectedFileButton
          url={candidate.cvUrl}
          accept="application/pdf"
          fileName={t('hrPoolCandidates.files.cvFileName', { passport: candidate.passportNumber })}
          describedBy={nameId}
        >
          {t('hrPoolCandidates.files.downloadCv')}
        </ProtectedFileButton>
      ) : null}
    </>
  );
};
