import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import {
  watchlistLiftSchema,
  watchlistReviewSchema,
  type WatchlistEntry,
} from '@portal/contracts/employer-watchlist';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useLiftFlag, useSetReviewDate } from '../api/watchlist-api';

type EntryDialogProps = { entry: WatchlistEntry | null; onClose: () => void };

/** The review done (or moved): the flag's next review date, on the version read. */
export const ReviewDialog = ({ entry, onClose }: EntryDialogProps) => {
  const { t } = useTranslation();
  const review = useSetReviewDate();
  const form = useDialogForm();
  const [reviewOn, setReviewOn] = useState('');
  useEffect(() => setReviewOn(''), [entry]);

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!entry) return;
    const input = { reviewOn, rowVersion: entry.rowVersion };
    const { id } = entry;
    if (await form.submit(watchlistReviewSchema, input, (body) => review.mutateAsync({ id, ...body }))) {
      showAlert({ type: 'success', message: t('watchlist.reviewSet', { nationalId: entry.nationalId }) });
      close();
    }
  };

  return (
    <FormDialog
      id="watchlist-review"
      open={entry !== null}
      title={t('watchlist.reviewTitle', { nationalId: entry?.nationalId ?? '' })}
      submitLabel={t('watchlist.setReview')}
      form={form}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <DateField
        id="watchlist-next-review"
        required
        label={t('watchlist.fields.nextReviewOn')}
        value={reviewOn}
        onChange={setReviewOn}
        errorText={form.errors.reviewOn}
        fullWidth
      />
    </FormDialog>
  );
};

/** Lifting a flag says why; new requests for the employer are accepted again. */
export const LiftDialog = ({ entry, onClose }: EntryDialogProps) => {
  const { t } = useTranslation();
  const lift = useLiftFlag();
  const form = useDialogForm();
  const [liftReason, setLiftReason] = useState('');
  useEffect(() => setLiftReason(''), [entry]);

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async () => {
    if (!entry) return;
    const input = { liftReason, rowVersion: entry.rowVersion };
    const { id } = entry;
    if (await form.submit(watchlistLiftSchema, input, (body) => lift.mutateAsync({ id, ...body }))) {
      showAlert({ type: 'success', message: t('watchlist.liftedAlert', { nationalId: entry.nationalId }) });
      close();
    }
  };

  return (
    <FormDialog
      id="watchlist-lift"
      open={entry !== null}
      title={t('watchlist.liftTitle', { nationalId: entry?.nationalId ?? '' })}
      submitLabel={t('watchlist.lift')}
      form={form}
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
        error={Boolean(form.errors.liftReason)}
        helperText={form.errors.liftReason}
      />
    </FormDialog>
  );
};
