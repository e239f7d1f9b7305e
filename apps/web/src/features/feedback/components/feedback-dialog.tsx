import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { feedbackRequestSchema } from '@portal/contracts/feedback';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSendFeedback } from '../api/send-feedback';

/** The form validates with the contracts' schema; the page is the current path. */
const feedbackFormSchema = feedbackRequestSchema.omit({ page: true });
type FeedbackForm = { rating: number; message: string };
const EMPTY: FeedbackForm = { rating: 0, message: '' };

type FeedbackDialogProps = { open: boolean; onClose: () => void };

/** Rating 1-5 and a message, stored through `POST /api/feedback`. */
export const FeedbackDialog = ({ open, onClose }: FeedbackDialogProps) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const send = useSendFeedback();
  const { control, register, handleSubmit, reset, formState } = useForm<FeedbackForm>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onSubmit = (values: FeedbackForm) =>
    send.mutate(
      { ...values, page: pathname },
      {
        onSuccess: () => {
          showAlert({ type: 'success', message: t('feedback.thanks') });
          close();
        },
      },
    );
  const messageError = formState.errors.message?.message;
  const { ref: messageRef, ...messageField } = register('message');
  return (
    <Dialog open={open} onClose={close} aria-labelledby="feedback-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="feedback-title">{t('feedback.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('feedback.intro')}</DialogContentText>
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mb: 2 }}
            aria-describedby={formState.errors.rating ? 'feedback-rating-error' : undefined}
          >
            <Typography component="legend" sx={{ mb: 0.5 }}>
              {t('feedback.rating')} *
            </Typography>
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <Rating
                  name="feedback-rating"
                  value={field.value}
                  onChange={(_event, value) => field.onChange(value ?? 0)}
                  getLabelText={(value) => t('feedback.ratingLabel', { count: value })}
                  emptyLabelText={t('feedback.noRating')}
                  size="large"
                />
              )}
            />
            {formState.errors.rating ? (
              <FormHelperText id="feedback-rating-error" error>
                {t('feedback.ratingRequired')}
              </FormHelperText>
            ) : null}
          </Box>
          <TextField
            {...messageField}
            inputRef={messageRef}
            id="feedback-message"
            label={t('feedback.message')}
            required
            multiline
            minRows={4}
            fullWidth
            error={Boolean(messageError)}
            helperText={messageError ? t(messageError) : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
