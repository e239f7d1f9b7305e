import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYMENT_REQUEST_REASON_KINDS } from '@portal/contracts/employment-requests/actions-values';
import { ReasonDialog } from '../../../components/action-bar/reason-dialog';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { postBulkAction } from '../api/bulk-action-api';
import { requestKeys } from '../api/requests-keys';

type BulkDecisionBarProps = {
  /** The ids of the rows on this page. */
  pageIds: number[];
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
};

/**
 * The embassy's pending queue: approve or reject the chosen requests at once (one reason for all
 * the rejected ones), all or nothing on the server; then the list and the counts reload.
 */
export const BulkDecisionBar = ({ pageIds, selected, onSelect }: BulkDecisionBarProps) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const ids = pageIds.filter((id) => selected.has(id));
  const count = ids.length;
  const all = pageIds.length > 0 && count === pageIds.length;

  const decide = async (action: 'approve' | 'embassyReject', reasonId?: number) => {
    setBusy(true);
    try {
      const decided = await postBulkAction({ action, ids, ...(reasonId !== undefined && { reasonId }) });
      showAlert({
        type: 'success',
        message: t(`employmentRequests.bulkDecision.${action === 'approve' ? 'approved' : 'rejected'}`, {
          count: decided.ids.length,
        }),
      });
      // Requests a colleague reviews were left out (decision 0061): say how many.
      if (decided.skipped > 0)
        showAlert({ type: 'warning', message: t('claims.skipped', { count: decided.skipped }) });
      onSelect(new Set());
      await client.invalidateQueries({ queryKey: requestKeys.all });
    } catch (error) {
      handleError(error);
      if (isApiError(error) && error.status === 409) {
        onSelect(new Set());
        await client.invalidateQueries({ queryKey: requestKeys.all });
      }
    } finally {
      setBusy(false);
    }
  };

  const approve = async () => {
    const yes = await confirm({
      title: t('employmentRequests.bulkDecision.approveTitle'),
      message: t('employmentRequests.bulkDecision.approveConfirm', { count }),
      confirmLabel: t('employmentRequests.bulkDecision.approve'),
      cancelLabel: t('common.cancel'),
    });
    if (yes) await decide('approve');
  };

  return (
    <Stack
      role="toolbar"
      aria-label={t('employmentRequests.bulkDecision.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={pageIds.length === 0}
            onChange={() => onSelect(new Set(all ? [] : pageIds))}
          />
        }
        label={t('employmentRequests.bulkDecision.selectAll')}
      />
      <Typography role="status" variant="body2" color="textSecondary" sx={{ me: 1 }}>
        {t('employmentRequests.bulkDecision.selected', { count })}
      </Typography>
      <Button
        variant="contained"
        color="success"
        disabled={busy || count === 0}
        onClick={() => void approve()}
      >
        {t('employmentRequests.bulkDecision.approve')}
      </Button>
      <Button
        variant="contained"
        color="error"
        disabled={busy || count === 0}
        onClick={() => setAsking(true)}
      >
        {t('employmentRequests.bulkDecision.reject')}
      </Button>
      {asking ? (
        <ReasonDialog
          title={t('employmentRequests.bulkDecision.rejectTitle')}
          message={t('employmentRequests.bulkDecision.rejectConfirm', { count })}
          confirmLabel={t('employmentRequests.bulkDecision.reject')}
          kind={EMPLOYMENT_REQUEST_REASON_KINDS.embassyReject}
          required
          onClose={(reasonId) => {
            setAsking(false);
            if (reasonId !== null && reasonId !== undefined) void decide('embassyReject', reasonId);
          }}
        />
      ) : null}
    </Stack>
  );
};
