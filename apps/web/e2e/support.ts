import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Credentials } from '@portal/contracts/credentials';
import { organizationInfoRequired } from '@portal/contracts/guards';
import { licenceModal, travelBookingOfferVisible } from '@portal/contracts/post-login';
import { textAt } from './feature-text';
import { keepSignIn, reuseSignIn } from './signed-in-sessions';

export const DEMO_PASSWORD = 'demo';

/**
 * The limit of a wait on server work (a save, then the page it leads to): generous, because the
 * wait polls and a loaded machine may answer slowly; it costs nothing when the answer is quick.
 */
export const SERVER_WORK = { timeout: 60_000 };

/**
 * Waits until the application has replaced the server's first screen (decision 0066): before that a
 * page's buttons are the first screen's, which nothing listens to, and a click whose press and
 * release straddle the replacement lands on two different elements (seen on a loaded machine).
 */
export const appTookOver = async (page: Page): Promise<void> => {
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(0, SERVER_WORK);
};

/** Opens the home page and follows the footer's link named `name` once the application took over. */
export const followPublicFooterLink = async (page: Page, name: string): Promise<void> => {
  await page.goto('/');
  await appTookOver(page);
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
};

/** Starts sign-in from the portal's login page and completes it on the sign-in service. */
export const signIn = async (
  page: Page,
  username: string,
  options: { password?: string; remember?: boolean; language?: 'en-US' | 'ar-SA' } = {},
): Promise<void> => {
  await page.goto('/login');
  if (options.remember) await page.getByLabel(/remember me/i).check();
  const label = options.language === 'ar-SA' ? localeText('ar-SA', 'auth.signIn') : /^sign in$/i;
  await page.getByRole('button', { name: label, exact: true }).click();
  await fillSignInForm(page, username, options.password ?? DEMO_PASSWORD);
};

export const fillSignInForm = async (page: Page, username: string, password: string): Promise<void> => {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
};

export { axeViolations, expectNoAxeViolations } from './axe';

// ---- Application shell helpers ----

/** The credentials the portal stored after sign-in (session storage, or local with "remember me"). */
export const storedCredentials = async (page: Page): Promise<Credentials> => {
  const credentials = await page.evaluate(() => {
    const raw = sessionStorage.getItem('credentials') ?? localStorage.getItem('credentials');
    return raw ? (JSON.parse(raw) as unknown) : null;
  });
  expect(credentials, 'credentials are stored').not.toBeNull();
  return credentials as Credentials;
};

/** Everything after the sign-in service: the callback, the establishment choice and the first page. */
export const waitForLanding = async (page: Page): Promise<void> => {
  await expect(page).not.toHaveURL(/\/login|\/app\/refresh/, SERVER_WORK);
  if (/\/establishments/.test(page.url())) return;
  await expect(page.locator('main h1')).toBeVisible();
};

/** A wizard's step heading: "Step 2 of 4: Obligations" (its h2, focused when the step opens). */
export const wizardStepHeading = (
  page: Page,
  language: 'en-US' | 'ar-SA',
  step: { number: number; total: number; name: string },
) =>
  page.getByRole('heading', {
    level: 2,
    name: localeText(language, 'wizard.stepOf')
      .replace('{{number}}', String(step.number))
      .replace('{{total}}', String(step.total))
      .replace('{{name}}', step.name),
  });

/** Reads a translated text from a locale file ('routes.dashboard.title' -> 'Dashboard'). */
export const localeText = (language: 'en-US' | 'ar-SA', key: string): string => {
  const value = textAt(LOCALES[language], key);
  if (typeof value !== 'string') throw new Error(`No ${language} text for ${key}`);
  return value;
};

const LOCALES = {
  'en-US': JSON.parse(
    readFileSync(join(import.meta.dirname, '../public/locales/en-US.json'), 'utf8'),
  ) as unknown,
  'ar-SA': JSON.parse(
    readFileSync(join(import.meta.dirname, '../public/locales/ar-SA.json'), 'utf8'),
  ) as unknown,
};

/**
 * Answers the post-login modals the contracts say this person gets (spec 4 steps 4-5): the licence
 * modal ("Close"/"Later"), then the travel-booking offer ("Not now"). Returns what was shown.
 */
export const settlePostLogin = async (page: Page): Promise<{ licence: string | null; booking: boolean }> => {
  const credentials = await storedCredentials(page);
  const inside =
    credentials.establishment.termsAndConditionsAccepted && !organizationInfoRequired(credentials);
  const licence = inside ? licenceModal(credentials) : null;
  const booking = inside && travelBookingOfferVisible(credentials, []);
  if (licence) {
    const dialog = page.getByTestId(`licence-modal-${licence}`).getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').first().click();
    await expect(dialog).toBeHidden();
  }
  if (booking) {
    const dialog = page.getByTestId('booking-modal').getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button').first().click();
    await expect(dialog).toBeHidden();
  }
  return { licence, booking };
};

/** Signs in and waits until the first page is shown and its modals are answered. */
export const signInAndSettle = async (
  page: Page,
  username: string,
  language: 'en-US' | 'ar-SA' = 'en-US',
): Promise<Credentials> => {
  if (language === 'ar-SA') await useArabic(page);
  // A sign-in of this account this worker made before, while it holds (signed-in-sessions.ts).
  const baseURL = test.info().project.use.baseURL;
  const reused = baseURL !== undefined && (await reuseSignIn(page, baseURL, username, language));
  if (reused) test.info().annotations.push({ type: 'sign-in', description: `${username} reused` });
  else await signIn(page, username, { language });
  await waitForLanding(page);
  await settlePostLogin(page);
  if (!reused) await keepSignIn(page, username, language);
  return storedCredentials(page);
};

/**
 * The language switch that leads to `language`: named by that language's own name, its visible
 * text (WCAG 2.5.3), and described by what it does in the current language.
 */
export const languageSwitch = (page: Page, language: 'en-US' | 'ar-SA') =>
  page
    .getByRole('banner')
    .getByRole('button', { name: language === 'ar-SA' ? 'العربية' : 'English', exact: true });

/** Opens the portal in Arabic from the first page load on. */
export const useArabic = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', 'ar-SA');
      sessionStorage.setItem('e2e-language-set', '1');
    }
  });
};
