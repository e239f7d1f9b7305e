import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Claim, ClaimAnswer } from '@portal/contracts/claims';
import { showAlert } from '../../lib/alerts/alert-store';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { handleError } from '../../lib/error-handler';
import { localized } from '../../lib/i18n/localized';
import { useCredentials } from '../../lib/storage/use-credentials';
import { ClaimNotice } from './claim-notice';

export type ClaimPanelProps = {
  claim: Claim | null | undefined;
  /** The record's API address, e.g. `/api/employment-requests/12`: the claim is `{recordUrl}/claim`. */
  recordUrl: string;
  /** Whether the caller decides this record now (one of the queue's deciders, the record open). */
  canClaim: boolean;
  /**
   * After a claim or a release (with the record's claim now), and after a 409 (a colleague claimed
   * first: the claim unknown until the record is read again): reload the record.
   */
  onChanged: (claim?: Claim | null) => unknown;
};

/**
 * A queued record's review (decision 0061): who has it since when, and the button the caller may
 * press: claim it, release their own claim, or (an admin) release a colleague's. A claim a
 * colleague won first shows the server's message naming them, then the record again with its holder.
 */
export const ClaimPanel = ({ claim, recordUrl, canClaim, onChanged }: ClaimPanelProps) => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  const [busy, setBusy] = useState(false);
  const mine = claim !== null && claim !== undefined && credentials?.profile.id === claim.claimedBy.id;
  const admin = credentials?.establishment.role === 'ADMIN';

  const send = async (method: 'post' | 'delete') => {
    setBusy(true);
    try {
      const answer = await (method === 'post'
        ? api.post<ClaimAnswer>(`${recordUrl}/claim`)
        : api.delete<ClaimAnswer>(`${recordUrl}/claim`));
      showAlert({ type: 'success', message: t(method === 'post' ? 'claims.claimed' : 'claims.released') });
      await onChanged(answer.claim);
    } catch (error) {
      handleError(error);
      if (isApiError(error) && error.status === 409) await onChanged();
    } finally {
      setBusy(false);
    }
  };

  const button = (() => {
    if (mine || (claim && admin))
      return (
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          disabled={busy}
          onClick={() => void send('delete')}
        >
          {mine
            ? t('claims.release')
            : t('claims.releaseOther', { name: localized(claim.claimedBy.name, i18n.language) })}
        </Button>
      );
    if (!claim && canClaim)
      return (
        <Button variant="contained" disabled={busy} onClick={() => void send('post')}>
          {t('claims.claim')}
        </Button>
      );
    return null;
  })();

  if (!claim) return button;
  return (
    <Alert severity={mine ? 'success' : 'info'} role="status" action={button} sx={{ alignItems: 'center' }}>
      <ClaimNotice claim={claim} />
    </Alert>
  );
};
