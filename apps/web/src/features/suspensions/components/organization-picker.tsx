import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { localized } from '../../../lib/i18n/localized';
import { useOrganizationOptions } from '../api/suspensions-api';

type OrganizationPickerProps = {
  id: string;
  label: string;
  value: OrganizationSummary | null;
  onChange: (value: OrganizationSummary | null) => void;
  error?: string | undefined;
  required?: boolean;
  size?: 'small' | 'medium';
};

/** Type part of a name, pick the organisation (searched on the server, 20 at a time). */
export const OrganizationPicker = ({
  id,
  label,
  value,
  onChange,
  error,
  required,
  size,
}: OrganizationPickerProps) => {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const options = useOrganizationOptions(text.trim());
  const nameOf = (org: OrganizationSummary) => localized(org.name, i18n.language);
  return (
    <Autocomplete
      id={id}
      size={size}
      sx={{ minWidth: 280 }}
      options={options.data?.items ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      noOptionsText={t('suspensions.noOrganizations')}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
    />
  );
};
