import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnnouncementInput } from '@portal/contracts/announcements';
import { useFieldError } from '../../../components/form/use-field-error';
import { RichText } from '../../../components/rich-text';

type BodyFieldProps = {
  form: UseFormReturn<AnnouncementInput>;
  name: 'bodyAr' | 'bodyEn';
  label: string;
  disabled?: boolean;
};

/** A body in limited HTML, with a live preview through the same allow-list renderer. */
export const BodyField = ({ form, name, label, disabled }: BodyFieldProps) => {
  const { t } = useTranslation();
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  const dir = name === 'bodyAr' ? 'rtl' : 'ltr';
  const html = form.watch(name);
  return (
    <div>
      <TextField
        {...registered}
        inputRef={ref}
        id={`field-${name}`}
        label={label}
        required
        disabled={disabled}
        multiline
        minRows={4}
        error={Boolean(error)}
        helperText={error ?? t('announcements.bodyHint')}
        fullWidth
        slotProps={{ htmlInput: { dir }, inputLabel: { shrink: true } }}
      />
      {html ? (
        <Paper
          variant="outlined"
          sx={{ p: 1.5, mt: 1, bgcolor: '#fafafa' }}
          aria-label={`${t('announcements.preview')}: ${label}`}
          role="region"
        >
          <Typography variant="caption" color="text.secondary" component="p">
            {t('announcements.preview')}
          </Typography>
          <RichText html={html} dir={dir} />
        </Paper>
      ) : null}
    </div>
  );
};
