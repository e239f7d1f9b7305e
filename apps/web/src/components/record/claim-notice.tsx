import { useTranslation } from 'react-i18next';
import type { Claim } from '@portal/contracts/claims';
import { formatDateTime } from '../../lib/format/intl';
import { localized } from '../../lib/i18n/localized';
import { toLanguage } from '../../lib/i18n/language';
import { useCredentials } from '../../lib/storage/use-credentials';

/**
 * Who reviews a queued record and since when (decision 0061): "Being reviewed by … since …" for
 * colleagues, "You are reviewing this record since …" for the holder. Nothing without a claim.
 */
export const ClaimNotice = ({ claim }: { claim: Claim | null | undefined }) => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  if (!claim) return null;
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const since = formatDateTime(claim.since, language);
  const mine = credentials?.profile.id === claim.claimedBy.id;
  return mine ? (
    <>{t('claims.heldByMe', { since })}</>
  ) : (
    <>{t('claims.heldBy', { name: localized(claim.claimedBy.name, language), since })}</>
  );
};
