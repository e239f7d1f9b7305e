import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { changeLanguage } from '../../lib/i18n/i18n';
import { setupTestI18n } from '../../test/i18n';
import { PortalThemeProvider } from '../providers/theme-provider';

/** A page drawn afresh in the new language (as a public page coming back from its loading state). */
const RedrawnOnLanguage = () => {
  const { i18n } = useTranslation();
  return (
    <header key={i18n.language}>
      <LanguageSwitch />
    </header>
  );
};

const Direction = () => <p data-testid="direction">{useTheme().direction}</p>;

describe('right-to-left switch', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('switching to Arabic sets html dir/lang, flips the MUI theme, persists the choice, keeps focus', async () => {
    await changeLanguage('en-US');
    render(
      <Suspense fallback={<p>loading</p>}>
        <PortalThemeProvider>
          <LanguageSwitch />
          <Direction />
        </PortalThemeProvider>
      </Suspense>,
    );
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
    expect(document.documentElement.dir).toBe('ltr');
    // Named by its visible text, the other language's own name (WCAG 2.5.3), described by what it does.
    const toArabic = screen.getByRole('button', { name: 'العربية' });
    expect(toArabic).toHaveAccessibleDescription('Switch language to Arabic');
    await userEvent.click(toArabic);
    await waitFor(() => expect(screen.getByTestId('direction')).toHaveTextContent('rtl'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(localStorage.getItem('language')).toBe('ar-SA');
    // The switch now offers English, described in Arabic, and keeps the focus (the page is not
    // drawn again from scratch while the right-to-left styles load).
    const toEnglish = screen.getByRole('button', { name: 'English' });
    expect(toEnglish).toHaveAccessibleDescription('تغيير اللغة إلى الإنجليزية');
    expect(document.activeElement).toBe(toEnglish);
    await changeLanguage('en-US');
  });

  it('keeps focus on the switch when the page is drawn again in the other language', async () => {
    await changeLanguage('en-US');
    render(
      <Suspense fallback={<p>loading</p>}>
        <PortalThemeProvider>
          <RedrawnOnLanguage />
        </PortalThemeProvider>
      </Suspense>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'English' })));
    await changeLanguage('en-US');
  });

  it('MUI components say their own words in Arabic (the organisation picker is not "Open")', async () => {
    await changeLanguage('ar-SA');
    render(
      <Suspense fallback={<p>loading</p>}>
        <PortalThemeProvider>
          <Autocomplete options={[]} renderInput={(params) => <TextField {...params} label="المنشأة" />} />
        </PortalThemeProvider>
      </Suspense>,
    );
    const open = await screen.findByRole('button', { name: 'فتح القائمة' });
    await userEvent.click(open);
    expect(await screen.findByText('لا توجد خيارات')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toBeInTheDocument();
    await changeLanguage('en-US');
  });
});
