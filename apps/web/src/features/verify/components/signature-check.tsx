import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatVerificationCode } from '@portal/contracts/verify';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { fetchJwks } from '../api/jwks';
import { verifySignature } from './verify-signature';

/**
 * The QR's signed payload (after `#`, never sent to a server), checked in the browser against the
 * keys at `/.well-known/jwks.json`: proof that the printed facts come from the portal even when
 * the check's answer is not trusted (issue 25).
 */
export const SignatureCheck = ({ jws, code }: { jws: string; code: string }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const keys = useQuery({
    queryKey: ['verify', 'jwks'],
    queryFn: fetchJwks,
    staleTime: 60 * 60_000,
    meta: { skipGlobalErrorHandler: true },
  });
  const check = useQuery({
    queryKey: ['verify', 'signature', code, jws],
    queryFn: () => verifySignature(jws, keys.data?.keys ?? [], code),
    enabled: Boolean(keys.data),
    staleTime: Infinity,
  });
  const text = () => {
    if (keys.isError) return { tone: 'text.secondary', message: t('verify.signature.unavailable') };
    if (!check.data) return { tone: 'text.secondary', message: t('verify.signature.checking') };
    const result = check.data;
    if (result.outcome === 'invalid') return { tone: 'error.dark', message: t('verify.signature.invalid') };
    if (result.outcome === 'otherCode')
      return {
        tone: 'error.dark',
        message: t('verify.signature.otherCode', { code: formatVerificationCode(result.payload.code) }),
      };
    return {
      tone: 'success.dark',
      message: t('verify.signature.verified', {
        number: result.payload.number,
        version: result.payload.version,
        date: formatDateForReading(result.payload.approvedAt, language),
      }),
    };
  };
  const { tone, message } = text();
  return (
    <Box component="section" aria-labelledby="verify-signature-title" sx={{ mt: 4 }}>
      <Typography id="verify-signature-title" variant="h2" gutterBottom>
        {t('verify.signature.title')}
      </Typography>
      <Typography
        aria-live="polite"
        data-signature={check.data?.outcome ?? (keys.isError ? 'unavailable' : 'checking')}
        sx={{ color: tone, fontWeight: check.data ? 700 : 400 }}
      >
        {message}
      </Typography>
    </Box>
  );
};
