import { useId, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { preloadDirection } from '../app/providers/theme-provider';
import type { Language } from '@portal/contracts/constants';
import { toLanguage } from '../lib/i18n/language';
import { VISUALLY_HIDDEN_SX } from './visually-hidden';
import { keepFocusOn } from './focus-return';

/** Each language by its own name, as people look for it (WCAG 3.1.2: marked with its `lang`). */
const NATIVE_NAMES: Record<Language, string> = { 'ar-SA': 'العربية', 'en-US': 'English' };

/**
 * On an English page "العربية" is usually the only Arabic text: it is set in the device's own
 * fonts, so that one word does not download the Arabic web font (37 KB). Arabic pages load
 * that font anyway; their "English" keeps the theme's fonts.
 */
const DEVICE_FONTS: Partial<Record<Language, CSSProperties>> = {
  'ar-SA': { fontFamily: 'system-ui, -apple-system, "Segoe UI", Tahoma, Arial, sans-serif' },
};

/** Marks the switch so that focus finds it again when the page is drawn again in the new language. */
const SWITCH_ATTRIBUTE = 'data-language-switch';

/** Switches, then keeps focus on the switch (a public page may be drawn again from its loading state). */
const switchTo = async (next: Language): Promise<void> => {
  const switchHadFocus = document.activeElement?.hasAttribute(SWITCH_ATTRIBUTE) ?? false;
  if (switchHadFocus) keepFocusOn(() => document.querySelector(`[${SWITCH_ATTRIBUTE}]`));
  await preloadDirection(next);
  await changeLanguage(next);
};

/**
 * Switches between English and Arabic; the choice is kept in local storage. The button's name is
 * its visible text, the other language's own name (WCAG 2.5.3); what it does is its description.
 */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const { i18n, t } = useTranslation();
  const descriptionId = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const next = current === 'ar-SA' ? 'en-US' : 'ar-SA';
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={() => void switchTo(next)}
        aria-describedby={descriptionId}
        {...{ [SWITCH_ATTRIBUTE]: '' }}
      >
        <span lang={next} style={DEVICE_FONTS[next]}>
          {NATIVE_NAMES[next]}
        </span>
      </Button>
      <Box component="span" id={descriptionId} sx={VISUALLY_HIDDEN_SX}>
        {t('language.switchTo', { language: t(`language.names.${next}`) })}
      </Box>
    </>
  );
};
