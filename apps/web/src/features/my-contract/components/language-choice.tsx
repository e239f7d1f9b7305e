import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MY_CONTRACT_LANGUAGES, type MyContractLanguage } from '../languages';

/**
 * The page's four languages, each named in itself (and marked with its language, so a screen
 * reader says it right). The chosen one is pressed.
 */
export const LanguageChoice = ({
  language,
  onChange,
}: {
  language: MyContractLanguage;
  onChange: (language: MyContractLanguage) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('languageChoice')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
    >
      {MY_CONTRACT_LANGUAGES.map((entry) => (
        <Button
          key={entry.code}
          lang={entry.code}
          dir={entry.dir}
          size="small"
          variant={entry.code === language ? 'contained' : 'outlined'}
          aria-pressed={entry.code === language}
          onClick={() => onChange(entry.code)}
        >
          {entry.name}
        </Button>
      ))}
    </Stack>
  );
};
