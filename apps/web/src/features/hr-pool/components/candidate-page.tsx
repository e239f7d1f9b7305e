import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { todayInKingdom } from '@portal/contracts/constants';
import type { Candidate } from '@portal/contracts/hr-pool/candidates';
import { ageOn } from '@portal/contracts/hr-pool/candidates-values';
import { pathTo } from '@portal/contracts/routes';
import { DateText } from '../../../components/date-text';
import { Fact, FactList, FactSection } from '../../../components/record/fact';
import { HistoryPanel } from '../../../components/record/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { formatCurrency, formatList, formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { CANDIDATES_URL } from '../api/candidates-keys';
import { ProtectedFileButton } from '../../../components/protected-file/protected-file-button';
import { useCandidate } from '../api/get-candidate';
import { useCandidateLabels } from './candidate-labels';
import { CandidatePhoto } from './candidate-photo';
import { CandidateQueryState, candidateIdOf } from './candidate-query-state';
import { CandidateStatusChip } from './candidate-status-chip';
import { HrPoolTabs } from './hr-pool-tabs';

/** The candidate's CV as a download, or that there is none. */
const CvButton = ({ candidate }: { candidate: Candidate }) => {
  const { t } = useTranslation();
  if (!candidate.cv) return <>{t('hrPoolCandidates.files.noCv')}</>;
  return (
    <ProtectedFileButton
      url={`${CANDIDATES_URL}/${candidate.id}/cv`}
      accept="application/pdf"
      fileName={t('hrPoolCandidates.files.cvFileName', { passport: candidate.passportNumber })}
    >
      {t('hrPoolCandidates.files.downloadCv')}
    </ProtectedFileButton>
  );
};

/** `hr-pool/candidates/{id}`: every field, the photo, the CV, the status, the edit button and the history. */
export const CandidatePage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const labels = useCandidateLabels();
  const id = candidateIdOf(useParams().id);
  const candidate = useCandidate(id, !Number.isNaN(id));
  const mayEdit = useRouteAllowed('hrPool.candidateEdit');
  if (!candidate.data) return <CandidateQueryState id={id} candidate={candidate} />;
  const data = candidate.data;
  const name = localized(data.name, language);

  return (
    <PageFrame
      title={name}
      actions={
        mayEdit && data.canEdit ? (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={pathTo('hrPool.candidateEdit', { id: data.id })}
          >
            {t('hrPoolCandidates.edit')}
          </Button>
        ) : null
      }
    >
      <HrPoolTabs current="candidates" />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <CandidatePhoto candidate={data} name={name} size="full" />
            <FactList>
              <Fact label={labels.field('status')}>
                <CandidateStatusChip status={data.status} />
              </Fact>
              <Fact label={labels.field('agency')}>
                <bdi dir="auto">{localized(data.agency.name, language)}</bdi>
              </Fact>
              <Fact label={labels.field('cv')}>
                <CvButton candidate={data} />
              </Fact>
            </FactList>
          </Stack>
        </Paper>
        <FactSection id="candidate-passport" title={t('hrPoolCandidates.sections.passport')}>
          <Fact label={labels.field('passportNumber')}>
            <bdi dir="ltr">{data.passportNumber}</bdi>
          </Fact>
          <Fact label={labels.field('passportExpiry')}>
            <DateText value={data.passportExpiry} />
          </Fact>
          <Fact label={labels.field('nameAr')}>
            <bdi dir="rtl">{data.name.ar}</bdi>
          </Fact>
          <Fact label={labels.field('nameEn')}>
            <bdi dir="ltr">{data.name.en}</bdi>
          </Fact>
          <Fact label={labels.field('country')}>
            <bdi dir="auto">{localized(data.country.name, language)}</bdi>
          </Fact>
          <Fact label={labels.field('birthDate')}>
            <DateText value={data.birthDate} />
          </Fact>
          <Fact label={labels.field('age')}>
            {t('hrPoolCandidates.years', {
              age: formatNumber(ageOn(data.birthDate, todayInKingdom()), language),
            })}
          </Fact>
          <Fact label={labels.field('gender')}>{labels.label('gender', data.gender)}</Fact>
          <Fact label={labels.field('religion')}>{labels.label('religion', data.religion)}</Fact>
          <Fact label={labels.field('maritalStatus')}>
            {labels.label('maritalStatus', data.maritalStatus)}
          </Fact>
        </FactSection>
        <FactSection id="candidate-work" title={t('hrPoolCandidates.sections.work')}>
          <Fact label={labels.field('job')}>
            <bdi dir="auto">{localized(data.job.name, language)}</bdi>
          </Fact>
          <Fact label={labels.field('experienceYears')}>{formatNumber(data.experienceYears, language)}</Fact>
          <Fact label={labels.field('languages')}>
            {formatList(
              data.languages.map((code) => labels.label('language', code)),
              language,
            )}
          </Fact>
          <Fact label={labels.field('education')}>{labels.label('education', data.education)}</Fact>
          <Fact label={labels.field('expectedSalary')}>{formatCurrency(data.expectedSalary, language)}</Fact>
        </FactSection>
        <FactSection id="candidate-record" title={t('hrPoolCandidates.sections.record')}>
          <Fact label={labels.field('createdAt')}>
            <DateText value={data.createdAt} />
          </Fact>
          <Fact label={labels.field('updatedAt')}>
            <DateText value={data.updatedAt} />
          </Fact>
        </FactSection>
        <HistoryPanel entityType="candidate" entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
