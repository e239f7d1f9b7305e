import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WizardCandidate } from '@portal/contracts/employment-requests/wizard';
import { INVALID_MARK, focusFirstError } from '../../../../components/form/focus-first-error';
import { useStepServerErrors } from '../../../../components/wizard/wizard-refusal';
import { formatCurrency } from '../../../../lib/format/intl';
import { localized } from '../../../../lib/i18n/localized';
import { toLanguage } from '../../../../lib/i18n/language';
import { candidateOfVisa, type DraftCandidate, type EmploymentDraftData } from '../employment-draft';
import { useLostCandidates } from '../use-lost-candidates';
import { CandidateList } from './candidate-list';
import type { StepProps } from './step-props';
import { visaLabel } from './visa-label';
import { wizardStepPage } from '../employment-wizard-page';

/** The draft terms outside a candidate's contract line (the server refuses them), if they are. */
const conflictsWithLine = (data: EmploymentDraftData, candidate: DraftCandidate) => {
  const line = candidate.terms;
  const terms = data.terms;
  if (!line || !terms) return false;
  return (
    (terms.monthlySalary !== null && terms.monthlySalary < line.monthlySalary) ||
    (terms.recruitmentFee !== null && terms.recruitmentFee > line.recruitmentFee)
  );
};

/** Step 4: one candidate per visa; a candidate taken since it was chosen is lost and must be replaced. */
export const SelectCandidateStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const serverErrors = useStepServerErrors();
  const [problem, setProblem] = useState<'missing' | 'replaceLost' | null>(null);
  useLostCandidates(data, update);

  const choose = (visaId: number, candidate: WizardCandidate) => {
    setProblem(null);
    update((current) => ({
      candidates: [
        ...current.candidates.filter((item) => item.visaId !== visaId),
        {
          visaId,
          id: candidate.id,
          name: candidate.name,
          passportNumber: candidate.passportNumber,
          agency: candidate.agency.name,
          terms: candidate.terms,
        },
      ],
      lostCandidates: current.lostCandidates.filter((id) => id !== candidate.id),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const chosen = data.visas.map((visa) => candidateOfVisa(data, visa.id));
    const failure = chosen.some((item) => item === null)
      ? 'missing'
      : chosen.some((item) => item && data.lostCandidates.includes(item.id))
        ? 'replaceLost'
        : null;
    setProblem(failure);
    if (failure) setTimeout(() => focusFirstError(target));
    else next();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} aria-label={t('employmentWizard.steps.select-candidate')}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="textSecondary">
          {t('employmentWizard.candidate.intro')}
        </Typography>
        {problem ? (
          <Alert severity="error" tabIndex={-1} {...{ [INVALID_MARK]: 'true' }}>
            {t(`employmentWizard.candidate.${problem}`)}
          </Alert>
        ) : null}
        {data.visas.map((visa, index) => {
          const chosen = candidateOfVisa(data, visa.id);
          const lost = chosen !== null && data.lostCandidates.includes(chosen.id);
          const label = visaLabel(visa, t, language);
          const elsewhere = new Map(
            data.candidates
              .filter((item) => item.visaId !== visa.id)
              .map(
                (item) =>
                  [item.id, data.visas.find((other) => other.id === item.visaId)?.number ?? ''] as const,
              ),
          );
          const serverError = serverErrors?.[`items.${index}.candidateId`];
          return (
            <Paper
              key={visa.id}
              variant="outlined"
              component="section"
              aria-label={label}
              sx={{ p: 2, minWidth: 0 }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
                {label}
              </Typography>
              <Stack spacing={1.5}>
                {chosen ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body2">
                      {t('employmentWizard.candidate.selected', {
                        name: localized(chosen.name, language),
                        passport: chosen.passportNumber,
                      })}
                    </Typography>
                    {lost ? (
                      <Chip color="error" size="small" label={t('employmentWizard.candidate.lost')} />
                    ) : null}
                  </Stack>
                ) : (
                  <Typography variant="body2">{t('employmentWizard.candidate.nothingSelected')}</Typography>
                )}
                {lost && chosen ? (
                  <Alert severity="error" role="alert">
                    {t('employmentWizard.candidate.lostMessage', { name: localized(chosen.name, language) })}
                  </Alert>
                ) : null}
                {serverError && !lost ? <Alert severity="error">{serverError}</Alert> : null}
                {chosen && !lost && chosen.terms && conflictsWithLine(data, chosen) ? (
                  <Alert severity="warning">
                    {t('employmentWizard.candidate.termsConflict', {
                      salary: formatCurrency(chosen.terms.monthlySalary, language),
                      fee: formatCurrency(chosen.terms.recruitmentFee, language),
                    })}
                  </Alert>
                ) : null}
                <CandidateList
                  visa={visa}
                  chosenId={lost ? null : (chosen?.id ?? null)}
                  chosenElsewhere={elsewhere}
                  onChoose={(candidate) => choose(visa.id, candidate)}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </form>
  );
};

/** The route's page module: the wizard showing this step (decision 0064). */
export const SelectCandidateStepPage = wizardStepPage(SelectCandidateStepForm);
