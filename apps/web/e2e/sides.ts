import { expect } from '@playwright/test';
import { isValidSaudiId } from '@portal/contracts/employers';
import type { Language, Side } from './employment-wizard-flow';
import { apiCall } from './api-call';
import type { OpenPage } from './contexts';
import { localeText, SERVER_WORK, signInAndSettle } from './support';

/** A text matcher for exactly this text (a status chip, not a sentence naming it). */
export const exact = (value: string) => new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A demo account signed in on its own browser context (the test's `newPage`), in one language. */
export const signedIn = async (newPage: OpenPage, username: string, language: Language): Promise<Side> => {
  const page = await newPage({ locale: language, acceptDownloads: true });
  return { page, credentials: await signInAndSettle(page, username, language) };
};

/**
 * A demo account signed in past the contract-update modal: a partnership update another test left
 * pending opens it at sign-in (spec: post-login steps), and it would cover the page.
 */
export const signedInPastUpdateModal = async (
  newPage: OpenPage,
  username: string,
  language: Language,
): Promise<Side> => {
  const side = await signedIn(newPage, username, language);
  const check = await apiCall(side.page, side.credentials, 'GET', '/api/partnership/contracts/check');
  if (check.status === 409) {
    const modal = side.page.getByTestId('contract-update-modal').getByRole('dialog');
    await expect(modal).toBeVisible(SERVER_WORK);
    await modal.getByRole('button', { name: localeText(language, 'common.close'), exact: true }).click();
    await expect(modal).toBeHidden();
  }
  return side;
};

/** A national id no record holds yet (1, eight random digits, the check digit): a new employer each run. */
export const newNationalId = () => {
  const stem = `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const id = [...'0123456789'].map((digit) => stem + digit).find(isValidSaudiId);
  return id!;
};
