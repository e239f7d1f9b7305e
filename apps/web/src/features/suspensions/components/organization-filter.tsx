import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { localized } from '../../../lib/i18n/localized';

// MUI's Autocomplete with its Popper (~17 KB gzipped) is not part of the list's first load: React starts
// loading it when the filter first renders, and until it is in, the field is drawn at the picker's size
// with its label and value, read-only, so nothing typed is lost (decision 0064, 2026-11-30).
const OrganizationPicker = lazy(() =>
  import('./organization-picker').then((module) => ({ default: module.OrganizationPicker })),
);

type OrganizationFilterProps = {
  id: string;
  label: string;
  value: OrganizationSummary | null;
  onChange: (value: OrganizationSummary | null) => void;
};

/** The suspensions list's organisation filter: the organisation picker, small. */
export const OrganizationFilter = ({ id, label, value, onChange }: OrganizationFilterProps) => {
  const { i18n } = useTranslation();
  const fallback = (
    <Box sx={{ minWidth: 280 }}>
      <TextField
        id={id}
        fullWidth
        size="small"
        label={label}
        value={value ? localized(value.name, i18n.language) : ''}
        slotProps={{ input: { readOnly: true } }}
      />
    </Box>
  );
  return (
    <Suspense fallback={fallback}>
      <OrganizationPicker id={id} size="small" label={label} value={value} onChange={onChange} />
    </Suspense>
  );
};
