import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { watchlistCreateSchema } from '@portal/contracts/employer-watchlist';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { ReasonSelect } from '../../../components/form/reason-select';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { localized } from '../../../lib/i18n/localized';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useFlagEmployer, useWatchlistReasons } from '../api/watchlist-api';

const ALL = 'all';

/**
 * Flag an employer: national id, a reason (its category), the scope and the review date. An
 * embassy's scope is its own country, fixed (`ownCountry`); an admin chooses one country or all.
 */
export const FlagDialog = ({
  open,
  onClose,
  ownCountry,
}: {
  open: boolean;
  onClose: () => void;
  ownCountry: { id: number; name: { ar: string | null; en: string | null } } | null;
}) => {
  const { t, i18n } = useTranslation();
  const reasons = useWatchlistReasons(open);
  const countries = useCountryOptions();
  const flag = useFlagEmployer();
  const form = useDialogForm();
  const { errors } = form;
  const [nationalId, setNationalId] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [scope, setScope] = useState(ALL);
  const [reviewOn, setReviewOn] = useState('');
  const [comment, setComment] = useState('');

  const close = () => {
    setNationalId('');
    setReasonId('');
    setScope(ALL);
    setReviewOn('');
    setComment('');
    form.reset();
    onClose();
  };

  const submit = async () => {
    const countryId = ownCountry ? ownCountry.id : scope === ALL ? null : Number(scope);
    const input = {
      nationalId,
      reasonId: reasonId === '' ? undefined : Number(reasonId),
      countryId,
      reviewOn,
      comment,
    };
    const saved = await form.submit(watchlistCreateSchema, input, (body) => flag.mutateAsync(body));
    if (saved) {
      showAlert({
        type: 'success',
        message: t('watchlist.flagged', { nationalId: saved.result.nationalId }),
      });
      close();
    }
  };

  return (
    <FormDialog
      id="watchlist-flag"
      open={open}
      title={t('watchlist.flagTitle')}
      submitLabel={t('watchlist.flag')}
      form={form}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <TextField
        id="watchlist-national-id"
        required
        label={t('watchlist.fields.nationalId')}
        value={nationalId}
        onChange={(event) => setNationalId(event.target.value)}
        error={Boolean(errors.nationalId)}
        helperText={errors.nationalId}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      />
      <ReasonSelect
        id="watchlist-reason"
        label={t('watchlist.fields.reason')}
        value={reasonId}
        onChange={setReasonId}
        reasons={reasons.data}
        error={errors.reasonId}
        hint={t('watchlist.reasonHint')}
      />
      {ownCountry ? (
        <TextField
          id="watchlist-country"
          label={t('watchlist.fields.country')}
          value={localized(ownCountry.name, i18n.language)}
          disabled
          helperText={t('watchlist.ownCountryHint')}
        />
      ) : (
        <TextField
          id="watchlist-country"
          select
          required
          label={t('watchlist.fields.country')}
          value={scope}
          onChange={(event) => setScope(event.target.value)}
          error={Boolean(errors.countryId)}
          helperText={errors.countryId}
        >
          <MenuItem value={ALL}>{t('watchlist.allCountries')}</MenuItem>
          {(countries.data ?? []).map((country) => (
            <MenuItem key={country.id} value={String(country.id)}>
              {localized(country.name, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateField
        id="watchlist-review-on"
        required
        label={t('watchlist.fields.reviewOn')}
        value={reviewOn}
        onChange={setReviewOn}
        errorText={errors.reviewOn}
        fullWidth
      />
      <TextField
        id="watchlist-comment"
        label={t('watchlist.fields.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.comment)}
        helperText={errors.comment ?? t('watchlist.commentHint')}
      />
    </FormDialog>
  );
};
