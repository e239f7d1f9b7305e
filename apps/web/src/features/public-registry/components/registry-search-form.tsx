import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

/** The search field: a name in Arabic or English, or a licence number; submitting starts at page one. */
export const RegistrySearchForm = ({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (q: string) => void;
}) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('publicRegistry.search.label')}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 3 }}
    >
      <TextField
        id="registry-search"
        name="q"
        type="search"
        label={t('publicRegistry.search.label')}
        helperText={t('publicRegistry.search.helper')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, dir: 'auto' } }}
        sx={{ flex: '1 1 18rem' }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        {t('publicRegistry.search.submit')}
      </Button>
      {initial ? (
        <Button
          type="button"
          sx={{ mt: 1 }}
          onClick={() => {
            setValue('');
            onSearch('');
          }}
        >
          {t('publicRegistry.search.clear')}
        </Button>
      ) : null}
    </Box>
  );
};
