import { messagesFor, type Lang } from '../i18n';
import { markup, page, raw } from './layout';

type Common = { lang: Lang; assets: string; portalUrl: string };

/**
 * The provider's logout confirmation. `formHtml` is oidc-provider's own hidden form (with its
 * xsrf token); the buttons submit it. With `autoSubmit` the served script presses "Sign out".
 */
export const renderLogoutPage = ({
  lang,
  assets,
  formHtml,
  autoSubmit,
}: Common & { formHtml: string; autoSubmit: boolean }) => {
  const t = messagesFor(lang);
  const body = markup`<h1>${t.signOutTitle}</h1>
<p class="intro">${t.signOutQuestion}</p>
${raw(formHtml)}
<div class="actions">
  <button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" autofocus
    ${autoSubmit ? markup`data-auto-submit="true"` : undefined}>${t.signOut}</button>
  <button type="submit" form="op.logoutForm" class="secondary">${t.stayIn}</button>
</div>`;
  return page({ lang, title: t.signOutTitle, body, assets, script: true });
};

export const renderSignedOutPage = ({ lang, assets, portalUrl }: Common) => {
  const t = messagesFor(lang);
  const body = markup`<h1>${t.signedOutTitle}</h1>
<p class="intro">${t.signedOut}</p>
<p><a class="button-link" href="${portalUrl}">${t.backToPortal}</a></p>`;
  return page({ lang, title: t.signedOutTitle, body, assets });
};

/** Error pages carry the OAuth error code and description, never a stack trace. */
export const renderErrorPage = ({
  lang,
  assets,
  portalUrl,
  error,
  description,
}: Common & { error: string; description?: string | undefined }) => {
  const t = messagesFor(lang);
  const body = markup`<h1>${t.errorTitle}</h1>
<p class="intro" role="alert">${t.errorIntro}</p>
<p class="details"><code dir="ltr">${error}</code>${description ? markup` <span dir="ltr" lang="en">${description}</span>` : undefined}</p>
<p><a class="button-link" href="${portalUrl}">${t.backToPortal}</a></p>`;
  return page({ lang, title: t.errorTitle, body, assets });
};

export const renderExpiredPage = ({ lang, assets, portalUrl }: Common) => {
  const t = messagesFor(lang);
  const body = markup`<h1>${t.signInTitle}</h1>
<p class="error" role="alert">${t.sessionExpired}</p>
<p><a class="button-link" href="${portalUrl}">${t.backToPortal}</a></p>`;
  return page({ lang, title: t.signInTitle, body, assets });
};

/**
 * Replaces oidc-provider's self-submitting form (an inline script) with a page whose button is
 * pressed by the served script. `formInner` is the provider's already-escaped hidden inputs.
 */
export const renderAutoSubmitPage = ({
  lang,
  assets,
  action,
  formInner,
  signingOut,
}: Omit<Common, 'portalUrl'> & { action: string; formInner: string; signingOut: boolean }) => {
  const t = messagesFor(lang);
  const title = signingOut ? t.signOutTitle : t.continueTitle;
  const body = markup`<h1>${title}</h1>
<p class="intro">${signingOut ? t.signingOut : t.continueIntro}</p>
<form method="post" action="${raw(action)}">
${raw(formInner)}
<button type="submit" class="primary" autofocus data-auto-submit="true">${signingOut ? t.signOut : t.continue}</button>
</form>`;
  return page({ lang, title, body, assets, script: true });
};
