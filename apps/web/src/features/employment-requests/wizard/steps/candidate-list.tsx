import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WizardCandidate } from '@portal/contracts/employment-requests/wizard';
import { Bidi } from '../../../../components/bidi';
import { formatCurrency } from '../../../../lib/format/intl';
import { localized } from '../../../../lib/i18n/localized';
import { toLanguage } from '../../../../lib/i18n/language';
import type { DraftVisa } from '../employment-draft';
import { CANDIDATE_PAGE_SIZE, useWizardCandidates } from '../employment-wizard-api';
import { CandidateFacts } from './candidate-facts';
import { WizardCandidatePhoto } from './candidate-photo';
import { LoadError, LoadingState } from './load-states';

type CandidateListProps = {
  visa: DraftVisa;
  /** The candidate chosen for this visa. */
  chosenId: number | null;
  /** Candidates chosen for the other visas, with that visa's number. */
  chosenElsewhere: Map<number, string>;
  onChoose: (candidate: WizardCandidate) => void;
};

/** The candidates that fit one visa, searchable, a page at a time; one is chosen per visa. */
export const CandidateList = ({ visa, chosenId, chosenElsewhere, onChoose }: CandidateListProps) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  // The list follows the search text after a short pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const candidates = useWizardCandidates(visa.id, q, page);
  const pages = Math.ceil((candidates.data?.total ?? 0) / CANDIDATE_PAGE_SIZE);

  return (
    <Stack spacing={1.5}>
      <TextField
        id={`candidate-search-${visa.id}`}
        label={t('employmentWizard.candidate.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        size="small"
        type="search"
        autoComplete="off"
        sx={{ maxWidth: 420 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {candidates.isPending ? (
        <LoadingState label={t('employmentWizard.candidate.loading')} height={96} />
      ) : candidates.isError ? (
        <LoadError error={candidates.error} onRetry={() => void candidates.refetch()} />
      ) : candidates.data.items.length === 0 ? (
        <Alert severity="info">{t('employmentWizard.candidate.none')}</Alert>
      ) : (
        <Box
          component="ul"
          aria-label={t('employmentWizard.candidate.listLabel', { number: visa.number })}
          aria-busy={candidates.isFetching || undefined}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {candidates.data.items.map((candidate) => {
            const name = localized(candidate.name, language);
            const chosen = candidate.id === chosenId;
            const elsewhere = chosenElsewhere.get(candidate.id);
            return (
              <Box
                component="li"
                key={candidate.id}
                data-testid={`candidate-${candidate.id}`}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  p: 1.5,
                  border: 1,
                  borderColor: chosen ? 'primary.main' : 'divider',
                  borderRadius: 1,
                }}
              >
                <WizardCandidatePhoto photoUrl={candidate.photoUrl} name={name} />
                <Box sx={{ flex: 1, minWidth: 200 }}>
                  <Typography id={`candidate-name-${visa.id}-${candidate.id}`} sx={{ fontWeight: 600 }}>
                    <Bidi>{name}</Bidi>
                  </Typography>
                  <Typography variant="body2">
                    {t('employmentWizard.candidate.passport', { number: candidate.passportNumber })}
                  </Typography>
                  <Typography variant="body2">
                    {t('employmentWizard.candidate.agency', {
                      name: localized(candidate.agency.name, language),
                    })}
                  </Typography>
                  <CandidateFacts
                    candidate={candidate}
                    nameId={`candidate-name-${visa.id}-${candidate.id}`}
                  />
                  <Typography variant="body2" color="textSecondary">
                    {candidate.terms
                      ? t('employmentWizard.candidate.lineTerms', {
                          salary: formatCurrency(candidate.terms.monthlySalary, language),
                          fee: formatCurrency(candidate.terms.recruitmentFee, language),
                        })
                      : t('employmentWizard.candidate.noLineTerms')}
                  </Typography>
                </Box>
                <Button
                  variant={chosen ? 'contained' : 'outlined'}
                  startIcon={chosen ? <CheckIcon /> : undefined}
                  aria-pressed={chosen}
                  disabled={elsewhere !== undefined}
                  onClick={() => onChoose(candidate)}
                >
                  {chosen
                    ? t('employmentWizard.candidate.chosen')
                    : elsewhere !== undefined
                      ? t('employmentWizard.candidate.chosenForOther', { number: elsewhere })
                      : t('employmentWizard.candidate.choose', { name })}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_event, value) => setPage(value - 1)}
          aria-label={t('employmentWizard.candidate.page', { number: visa.number })}
        />
      ) : null}
    </Stack>
  );
};
