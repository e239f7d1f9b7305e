import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { LanguageSwitch } from '../../components/language-switch';
import { changeLanguage } from '../../lib/i18n/i18n';
import { setupTestI18n } from '../../test/i18n';
import { PortalThemeProvider } from '../providers/theme-provider';

const Direction = () => <p data-testid="direction">{useTheme().direction}</p>;

describe('right-to-left switch', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('switching to Arabic sets html dir/lang, flips the MUI theme and persists the choice', async () => {
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
    // The switch now offers English, described in Arabic.
    expect(screen.getByRole('button', { name: 'English' })).toHaveAccessibleDescription(
      'تغيير اللغة إلى الإنجليزية',
    );
    await changeLanguage('en-US');
  });
});
