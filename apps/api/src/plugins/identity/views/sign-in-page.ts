import type { DemoAccount } from '../../../db/seed/demo-accounts';
import { messagesFor, type Lang } from '../i18n';
import { markup, page, type Html } from './layout';

export type SignInPageOptions = {
  lang: Lang;
  /** POST target of the form (the interaction's login URL). */
  action: string;
  username?: string | undefined;
  error?: string | undefined;
  /** Listed only in the embedded mode with demo data. */
  demoAccounts?: DemoAccount[] | undefined;
  demoPassword?: string | undefined;
  switchHref?: string | undefined;
  assets: string;
};

const errorBox = (error: string | undefined): Html | undefined =>
  error ? markup`<p id="form-error" class="error" role="alert">${error}</p>` : undefined;

const demoList = (lang: Lang, accounts: DemoAccount[], password: string): Html => {
  const t = messagesFor(lang);
  const items = accounts.map(
    (account) => markup`<li class="demo-account">
  <button type="button" class="demo-fill" data-username="${account.username}" data-password="${password}"
    aria-label="${t.demoUse}: ${account.username}"><bdi>${account.username}</bdi></button>
  <span class="demo-role"><span class="visually-hidden">${t.demoRole}: </span><bdi>${account.role}</bdi></span>
  <span class="demo-description">${lang === 'ar-SA' ? account.descriptionAr : account.descriptionEn}</span>
</li>`,
  );
  return markup`<section class="demo" aria-labelledby="demo-title">
<h2 id="demo-title">${t.demoTitle}</h2>
<p>${t.demoIntro} <code dir="ltr">${password}</code></p>
<ul class="demo-list">${items}</ul>
</section>`;
};

/** The bilingual sign-in form; inputs are named `username` and `password`. */
export const renderSignInPage = (options: SignInPageOptions): string => {
  const { lang, action, username, error, demoAccounts, demoPassword, switchHref, assets } = options;
  const t = messagesFor(lang);
  const describedBy = error ? 'form-error' : undefined;
  const focusPassword = Boolean(username);
  const body = markup`<h1>${t.signInTitle}</h1>
<p class="intro">${t.signInIntro}</p>
${errorBox(error)}
<form method="post" action="${action}" class="form" novalidate>
  <input type="hidden" name="lang" value="${lang}">
  <div class="field">
    <label for="username">${t.username}</label>
    <input id="username" name="username" type="text" value="${username ?? ''}" required
      autocomplete="username" autocapitalize="none" spellcheck="false" dir="ltr"
      ${describedBy ? markup`aria-describedby="${describedBy}"` : undefined}
      ${error ? markup`aria-invalid="true"` : undefined}
      ${focusPassword ? undefined : markup`autofocus`}>
  </div>
  <div class="field">
    <label for="password">${t.password}</label>
    <input id="password" name="password" type="password" required autocomplete="current-password" dir="ltr"
      ${describedBy ? markup`aria-describedby="${describedBy}"` : undefined}
      ${error ? markup`aria-invalid="true"` : undefined}
      ${focusPassword ? markup`autofocus` : undefined}>
  </div>
  <button type="submit" class="primary">${t.signIn}</button>
</form>
${demoAccounts?.length ? demoList(lang, demoAccounts, demoPassword ?? 'demo') : undefined}`;
  return page({
    lang,
    title: t.signInTitle,
    body,
    switchHref,
    assets,
    script: Boolean(demoAccounts?.length),
  });
};

export type ChangePasswordPageOptions = {
  lang: Lang;
  action: string;
  ticket: string;
  error?: string | undefined;
  assets: string;
};

/** Shown after a correct password when the account must change it before going on. */
export const renderChangePasswordPage = ({
  lang,
  action,
  ticket,
  error,
  assets,
}: ChangePasswordPageOptions): string => {
  const t = messagesFor(lang);
  const body = markup`<h1>${t.changeTitle}</h1>
<p class="intro">${t.changeIntro}</p>
${errorBox(error)}
<form method="post" action="${action}" class="form" novalidate>
  <input type="hidden" name="lang" value="${lang}">
  <input type="hidden" name="ticket" value="${ticket}">
  <div class="field">
    <label for="new-password">${t.newPassword}</label>
    <input id="new-password" name="newPassword" type="password" required minlength="8"
      autocomplete="new-password" dir="ltr" aria-describedby="${error ? 'form-error ' : ''}password-hint" autofocus
      ${error ? markup`aria-invalid="true"` : undefined}>
    <p id="password-hint" class="hint">${t.passwordHint}</p>
  </div>
  <div class="field">
    <label for="confirm-password">${t.confirmPassword}</label>
    <input id="confirm-password" name="confirmPassword" type="password" required minlength="8"
      autocomplete="new-password" dir="ltr" ${error ? markup`aria-invalid="true"` : undefined}>
  </div>
  <button type="submit" class="primary">${t.savePassword}</button>
</form>`;
  return page({ lang, title: t.changeTitle, body, assets });
};
