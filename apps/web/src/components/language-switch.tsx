import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { preloadDirection } from '../app/providers/theme-provider';
import { toLanguage } from '../lib/i18n/language';

/** Switches between English and Arabic; the choice is kept in local storage. */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { i18n, t } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const next = current === 'ar-SA' ? 'en-US' : 'ar-SA';
  return (
    <Button
      color={color}
      startIcon={<TranslateIcon />}
      onClick={() => void preloadDirection(next).then(() => changeLanguage(next))}
      lang={next}
      aria-label={t('language.switchTo', { language: t(`language.names.${next}`) })}
    >
      {next === 'ar-SA' ? 'العربية' : 'English'}
    </Button>
  );
};
