import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import {
  watchlistLiftSchema,
  watchlistReviewSchema,
  type WatchlistEntry,
} from '@portal/contracts/employer-watchlist';
import { DateField } from '../../../components/form/date-field';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useLiftFlag, useSetReviewDate } from '../api/watchlist-api';
import { useDialogErrors, WatchlistDialog } from './watchlist-dialog';

type EntryDialogProps = { entry: WatchlistEntry | null; onClose: () => void };

/** The review done (or moved): the flag's next review date, on the version read. */
export const ReviewDialog = ({ entry, onClose }: EntryDialogProps) => {
  const { t } = useTranslation();
  const review = useSetReviewDate();
  const { errors, problem, fields, reset, parse, send } = useDialogErrors();
  const [reviewOn, setReviewOn] = useState('');
  useEffect(() => setReviewOn(''), [entry]);

  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    if (!entry) return;
    const body = parse(watchlistReviewSchema, { reviewOn, rowVersion: entry.rowVersion });
    if (!body) return;
    if (await send(() => review.mutateAsync({ id: entry.id, ...body }))) {
      showAlert({ type: 'success', message: t('watchlist.reviewSet', { nationalId: entry.nationalId }) });
      close();
    }
  };

  return (
    <WatchlistDialog
      id="watchlist-review"
      open={entry !== null}
      title={t('watchlist.reviewTitle', { nationalId: entry?.nationalId ?? '' })}
      submitLabel={t('watchlist.setReview')}
      problem={problem}
      fields={fields}
      pending={review.isPending}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <DateField
        id="watchlist-next-review"
        required
        label={t('watchlist.fields.nextReviewOn')}
        value={reviewOn}
        onChange={setReviewOn}
        errorText={errors.reviewOn}
        fullWidth
      />
    </WatchlistDialog>
  );
};

/** Lifting a flag says why; new requests for the employer are accepted again. */
export const LiftDialog = ({ entry, onClose }: EntryDialogProps) => {
  const { t } = useTranslation();
  const lift = useLiftFlag();
  const { errors, problem, fields, reset, parse, send } = useDialogErrors();
  const [liftReason, setLiftReason] = useState('');
  useEffect(() => setLiftReason(''), [entry]);

  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    if (!entry) return;
    const body = parse(watchlistLiftSchema, { liftReason, rowVersion: entry.rowVersion });
    if (!body) return;
    if (await send(() => lift.mutateAsync({ id: entry.id, ...body }))) {
      showAlert({ type: 'success', message: t('watchlist.liftedAlert', { nationalId: entry.nationalId }) });
      close();
    }
  };

  return (
    <WatchlistDialog
      id="watchlist-lift"
      open={entry !== null}
      title={t('watchlist.liftTitle', { nationalId: entry?.nationalId ?? '' })}
      submitLabel={t('watchlist.lift')}
      problem={problem}
      fields={fields}
      pending={lift.isPending}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <TextField
        id="watchlist-lift-reason"
        required
        label={t('watchlist.fields.liftReason')}
        value={liftReason}
        onChange={(event) => setLiftReason(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.liftReason)}
        helperText={errors.liftReason}
      />
    </WatchlistDialog>
  );
};
