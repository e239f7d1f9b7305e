import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatVerificationCode } from '@portal/contracts/verify';
import { isApiError } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { fetchVerification } from '../api/verification';
import { CodeForm } from './code-form';
import { verifyErrorText } from './error-text';
import { FileCheck } from './file-check';
import { DocumentDetails, ResultVerdict } from './result-panel';
import { SignatureCheck } from './signature-check';
import { readVerificationCode } from './verify-code';

/** The check of one code: the verdict in a live region, then the document, the file comparison and the QR's signature. */
const CodeResult = ({ code, jws }: { code: string; jws: string }) => {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['verify', code],
    queryFn: ({ signal }) => fetchVerification(code, signal),
    // A cancellation or a new version shows at the next check (issue 25): never an old answer.
    staleTime: 0,
    gcTime: 0,
    // A refused code (400) or a rate limit (429) is not retried; a lost connection once.
    retry: (failures, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 1,
    meta: { skipGlobalErrorHandler: true },
  });
  const answer = check.data;
  return (
    <>
      <Box component="section" aria-labelledby="verify-result-title" aria-busy={check.isFetching}>
        <Typography id="verify-result-title" variant="h2" gutterBottom>
          {t('verify.result.title', { code: formatVerificationCode(code) })}
        </Typography>
        <Box aria-live="polite" data-testid="verify-result">
          {check.isPending ? (
            <Box>
              <Typography sx={{ mb: 1 }}>{t('verify.checking')}</Typography>
              <LinearProgress aria-label={t('verify.checking')} />
            </Box>
          ) : check.isError ? (
            <Box>
              <Typography color="error" sx={{ mb: 1 }}>
                {verifyErrorText(check.error, t)}
              </Typography>
              <Button variant="outlined" onClick={() => void check.refetch()}>
                {t('verify.error.retry')}
              </Button>
            </Box>
          ) : answer ? (
            <ResultVerdict answer={answer} />
          ) : null}
        </Box>
        {answer?.document ? <DocumentDetails document={answer.document} /> : null}
      </Box>
      {answer && answer.result !== 'unknown' ? <FileCheck code={code} /> : null}
      {jws ? <SignatureCheck jws={jws} code={code} /> : null}
    </>
  );
};

/**
 * `/verify` and `/verify/:code` (issue 25): anyone, signed in or not, checks a printed document's
 * code; the QR leads to `/verify/{code}#{jws}`, which checks at once.
 */
export const VerifyContent = () => {
  const { t } = useTranslation();
  const params = useParams<{ code?: string }>();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const typed = params.code;
  const code = typed === undefined ? undefined : readVerificationCode(typed);
  const jws = hash.startsWith('#') ? hash.slice(1) : '';
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t(typed === undefined ? 'routes.verify.title' : 'routes.verifyCode.title')}
      </Typography>
      <Typography variant="subtitle1" component="p" color="textSecondary" sx={{ mb: 4 }}>
        {t('verify.lead')}
      </Typography>
      <CodeForm
        key={`form-${typed ?? ''}`}
        initial={code ? formatVerificationCode(code) : (typed ?? '')}
        onCheck={(next) => {
          if (next === code) void client.invalidateQueries({ queryKey: ['verify', next] });
          else void navigate(`/verify/${next}`);
        }}
      />
      {code ? (
        <CodeResult key={`result-${code}`} code={code} jws={jws} />
      ) : typed !== undefined ? (
        <Typography color="error" role="alert">
          {t('verify.codeInvalid')}
        </Typography>
      ) : (
        <Typography color="textSecondary">{t('verify.form.empty')}</Typography>
      )}
    </Container>
  );
};

/** The public layout has no query client of its own (as the contact page). */
export const VerifyPage = () => (
  <QueryClientProvider client={queryClient}>
    <VerifyContent />
  </QueryClientProvider>
);
