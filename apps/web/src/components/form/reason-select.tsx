import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Reason } from '@portal/contracts/reasons';
import { localized } from '../../lib/i18n/localized';

type ReasonSelectProps = {
  id: string;
  label: string;
  /** The chosen reason's id as text ('' until one is chosen). */
  value: string;
  onChange: (value: string) => void;
  reasons: readonly Reason[] | undefined;
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A required choice of one reason of the reasons lookup, each named in the reader's language. */
export const ReasonSelect = ({ id, label, value, onChange, reasons, error, hint }: ReasonSelectProps) => {
  const { i18n } = useTranslation();
  return (
    <TextField
      id={id}
      select
      required
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint}
    >
      {(reasons ?? []).map((reason) => (
        <MenuItem key={reason.id} value={String(reason.id)}>
          {localized(reason.text, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
};
