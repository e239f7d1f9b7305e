import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import type { ProfileField, ProfileFormValues } from '../profile-form-values';

type ProfileTextFieldProps = {
  form: UseFormReturn<ProfileFormValues, unknown, unknown>;
  name: ProfileField;
  required?: boolean;
  /** Text direction of the value: Arabic fields are right-to-left, IBAN and numbers left-to-right. */
  dir?: 'ltr' | 'rtl' | 'auto';
  hint?: string;
  autoComplete?: string;
  type?: 'text' | 'tel';
};

/**
 * One labelled field of the profile form. Schema messages are i18n keys (`validation.*`); server
 * field errors arrive translated already (type `server`) and are shown as they are.
 */
export const ProfileTextField = ({
  form,
  name,
  required,
  dir = 'auto',
  hint,
  autoComplete,
  type = 'text',
}: ProfileTextFieldProps) => {
  const { t } = useTranslation();
  const { ref, ...registered } = form.register(name);
  const error = form.formState.errors[name];
  const message = error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`profile-${name}`}
      label={t(`profile.fields.${name}`)}
      required={required}
      error={Boolean(error)}
      helperText={message ?? hint}
      type={type}
      fullWidth
      slotProps={{
        htmlInput: { dir, autoComplete, 'aria-required': required || undefined },
        inputLabel: { shrink: true },
      }}
    />
  );
};
