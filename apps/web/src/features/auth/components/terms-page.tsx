import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { subjectFromCredentials } from '@portal/contracts/navigation';
import { postLoginDestination } from '@portal/contracts/post-login';

import { PageFrame } from '../../../components/page-frame';
import { useFeatureFlags } from '../../../lib/config';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useAcceptTerms } from '../api/accept-terms';

export const TERMS_SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;

/** The terms of use in the current language. */
export const TermsText = () => {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="terms-heading">
      <Typography id="terms-heading" variant="h2" gutterBottom>
        {t('terms.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('terms.preamble')}</Typography>
      <Box component="ol" sx={{ paddingInlineStart: 3, m: 0 }}>
        {TERMS_SECTIONS.map((section) => (
          <Box component="li" key={section} sx={{ mb: 2 }}>
            <Typography variant="h3" component="h3" gutterBottom>
              {t(`terms.sections.${section}.title`)}
            </Typography>
            <Typography>{t(`terms.sections.${section}.body`)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('terms.version')}
      </Typography>
    </Box>
  );
};

/** `/terms-and-conditions`: read and accept the terms for the current establishment (spec 4 step 1). */
export const TermsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useCredentials();
  const features = useFeatureFlags();
  const accept = useAcceptTerms();
  const [agreed, setAgreed] = useState(false);
  const accepted = credentials?.establishment.termsAndConditionsAccepted ?? false;

  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: (membership) => {
        if (!credentials) return;
        const updated = {
          ...credentials,
          establishment: { ...membership.establishment, termsAndConditionsAccepted: true },
          organization: membership.organization,
          accessRights: membership.accessRights,
        };
        saveCredentials(updated);
        navigate(postLoginDestination(updated, subjectFromCredentials(updated, features)), { replace: true });
      },
    });

  return (
    <PageFrame>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, maxHeight: { md: '60vh' }, overflowY: 'auto' }}
        tabIndex={0}
      >
        <TermsText />
      </Paper>
      {accepted ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('terms.alreadyAccepted')}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />}
            label={t('terms.agree')}
          />
          <Box>
            <Button variant="contained" onClick={onAccept} disabled={!agreed || accept.isPending}>
              {t('terms.accept')}
            </Button>
          </Box>
        </Stack>
      )}
    </PageFrame>
  );
};
