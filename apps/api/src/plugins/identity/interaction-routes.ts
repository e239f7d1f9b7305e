import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { DemoAccount } from '../../db/seed/demo-accounts';
import { authenticate, changePassword, findUser, subjectOf, type IdentityUser } from './accounts';
import type { AttemptLimiter } from './attempt-limiter';
import { LANG_COOKIE, messagesFor, otherLang, pickLang, readCookie, type Lang } from './i18n';
import type { PasswordTickets } from './password-ticket';
import { renderExpiredPage } from './views/other-pages';
import { renderChangePasswordPage, renderSignInPage } from './views/sign-in-page';

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

type Params = { uid: string };
type Form = Record<string, string | undefined>;
type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

const MIN_PASSWORD_LENGTH = 8;
const PUBLIC = { config: { access: { public: true as const } } };

/** The sign-in pages of oidc-provider's interactions, under `${mountPath}/interaction/:uid`. */
export const registerInteractionRoutes = (app: FastifyInstance, deps: InteractionDeps): void => {
  const { provider, db, config, limiter, tickets, mountPath, csp, demo } = deps;
  const assets = `${mountPath}/assets`;
  const portalUrl = `${config.publicUrl}/`;
  const urlOf = (uid: string, action = '') => `${mountPath}/interaction/${encodeURIComponent(uid)}${action}`;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

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

  app.get<{ Params: Params }>('/interaction/:uid', PUBLIC, async (req, reply) => {
    const details = await loadDetails(req, reply);
    if (!details) return expired(req, reply);
    const lang = langOf(req, details);
    if (details.prompt.name === 'login') return send(reply, 200, lang, signInPage(details.uid, lang));
    // Consent is implied for the portal's own client (normally granted before any prompt).
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id as string;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant || !accountId || clientId !== config.oidcClientId) return expired(req, reply);
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    grant.addResourceScope(deps.resource, 'api');
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(req.raw, reply.raw, { consent: { grantId } });
    return reply.redirect(returnTo, 303);
  });

  app.post<{ Params: Params; Body: Form }>('/interaction/:uid/login', PUBLIC, async (req, reply) => {
    const details = await loadDetails(req, reply);
    if (!details) return expired(req, reply);
    const lang = langOf(req, details);
    const t = messagesFor(lang);
    const username = (req.body?.username ?? '').trim();
    const password = req.body?.password ?? '';
    if (!username || !password) {
      return send(reply, 400, lang, signInPage(details.uid, lang, { username, error: t.missingFields }));
    }
    if (limiter.isBlocked(username, req.ip)) {
      return send(reply, 429, lang, signInPage(details.uid, lang, { username, error: t.tooManyAttempts }));
    }
    const user = await authenticate(db, username, password);
    if (!user) {
      limiter.recordFailure(username, req.ip);
      return send(reply, 401, lang, signInPage(details.uid, lang, { username, error: t.badCredentials }));
    }
    limiter.reset(username, req.ip);
    if (user.mustChangePassword) {
      const ticket = tickets.issue(details.uid, user.id);
      return send(
        reply,
        200,
        lang,
        renderChangePasswordPage({ lang, action: urlOf(details.uid, '/password'), ticket, assets }),
      );
    }
    return finishLogin(req, reply, user);
  });

  app.post<{ Params: Params; Body: Form }>('/interaction/:uid/password', PUBLIC, async (req, reply) => {
    const details = await loadDetails(req, reply);
    const ticket = req.body?.ticket ?? '';
    const userId = details ? tickets.verify(details.uid, ticket) : undefined;
    const user = userId === undefined ? undefined : await findUser(db, userId);
    if (!details || !user?.active) return expired(req, reply);
    const lang = langOf(req, details);
    const t = messagesFor(lang);
    const next = req.body?.newPassword ?? '';
    const confirm = req.body?.confirmPassword ?? '';
    const error =
      [...next].length < MIN_PASSWORD_LENGTH
        ? t.passwordTooShort
        : next !== confirm
          ? t.passwordMismatch
          : (await authenticate(db, user.username, next))
            ? t.passwordSame
            : undefined;
    if (error) {
      const action = urlOf(details.uid, '/password');
      return send(reply, 400, lang, renderChangePasswordPage({ lang, action, ticket, error, assets }));
    }
    await changePassword(db, user.id, next);
    return finishLogin(req, reply, user);
  });
};
