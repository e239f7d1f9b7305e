import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DemoAccount } from '../../db/seed/demo-accounts';
import { subjectOf, type IdentityUser } from './accounts';
import type { AttemptLimiter } from './attempt-limiter';
import { LANG_COOKIE, otherLang, pickLang, readCookie, type Lang } from './i18n';
import type { PasswordTickets } from './password-ticket';
import { renderExpiredPage } from './views/other-pages';
import { renderSignInPage } from './views/sign-in-page';

export type InteractionDeps = {
  provider: Provider;
  db: Database;
  config: AppConfig;
  limiter: AttemptLimiter;
  tickets: PasswordTickets;
  mountPath: string;
  csp: string;
  resource: string;
  demo?: { accounts: DemoAccount[]; password: string } | undefined;
};

export type Params = { uid: string };
export type Form = Record<string, string | undefined>;
type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Shared pieces of the interaction routes: language, page sending, interaction lookup, finishing. */
export const createInteractionKit = (deps: InteractionDeps) => {
  const { provider, config, mountPath, csp, demo } = deps;
  const assets = `${mountPath}/assets`;
  const portalUrl = `${config.publicUrl}/`;
  const urlOf = (uid: string, action = '') => `${mountPath}/interaction/${encodeURIComponent(uid)}${action}`;

  const langOf = (req: FastifyRequest, details?: Details): Lang => {
    const query = req.query as Form;
    const body = (req.body ?? {}) as Form;
    return pickLang({
      explicit: body.lang ?? query.lang,
      uiLocales: typeof details?.params.ui_locales === 'string' ? details.params.ui_locales : undefined,
      cookie: readCookie(req.headers.cookie, LANG_COOKIE),
      acceptLanguage: req.headers['accept-language'],
    });
  };

  const send = (reply: FastifyReply, status: number, lang: Lang, body: string) => {
    const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', csp)
      .header(
        'set-cookie',
        `${LANG_COOKIE}=${lang}; Path=${mountPath || '/'}; Max-Age=31536000; SameSite=Lax${secure}`,
      )
      .send(body);
  };

  /** The interaction bound to this browser (cookie) and to the URL's uid, or undefined when expired. */
  const loadDetails = async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(req.raw, reply.raw);
      return details.uid === req.params.uid ? details : undefined;
    } catch {
      return undefined;
    }
  };

  const expired = (req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req);
    return send(reply, 400, lang, renderExpiredPage({ lang, assets, portalUrl }));
  };

  const signInPage = (uid: string, lang: Lang, extra: { username?: string; error?: string } = {}) =>
    renderSignInPage({
      lang,
      action: urlOf(uid, '/login'),
      assets,
      switchHref: `${urlOf(uid)}?lang=${otherLang(lang)}`,
      demoAccounts: demo?.accounts,
      demoPassword: demo?.password,
      ...extra,
    });

  const finishLogin = async (req: FastifyRequest, reply: FastifyReply, user: IdentityUser) => {
    const returnTo = await provider.interactionResult(
      req.raw,
      reply.raw,
      { login: { accountId: subjectOf(user) } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  };

  return { assets, urlOf, langOf, send, loadDetails, expired, signInPage, finishLogin };
};
