import type { FastifyInstance } from 'fastify';
import { authenticate, changePassword, findUser } from './accounts';
import { passwordWeakness } from '../../lib/password-strength';
import { signInFailures } from '../../platform/observability/process-metrics';
import { CounterStoreUnavailable } from '../../platform/shared-counters/counter-store';
import type { AttemptBlock } from './attempt-limiter';
import { recordSignInFailure } from './failure-record';
import { accountDelayedMessage, messagesFor, weaknessMessage } from './i18n';
import { createInteractionKit, type Form, type InteractionDeps, type Params } from './interaction-kit';
import { renderChangePasswordPage } from './views/sign-in-page';

export type { InteractionDeps } from './interaction-kit';

const PUBLIC = { config: { access: { public: true as const } } };

/** The sign-in pages of oidc-provider's interactions, under `${mountPath}/interaction/:uid`. */
export const registerInteractionRoutes = (app: FastifyInstance, deps: InteractionDeps): void => {
  const { provider, db, config, limiter, tickets } = deps;
  const { assets, urlOf, langOf, send, loadDetails, expired, signInPage, finishLogin } =
    createInteractionKit(deps);

  // Only these routes parse forms; the provider's own endpoints read their bodies themselves.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

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
    // Redis not answering: no password is checked without its limits (decision 0043).
    const unavailable = (err: unknown) => {
      if (!(err instanceof CounterStoreUnavailable)) throw err;
      req.log.warn({ err }, 'sign-in refused: the sign-in counters are unavailable');
      return send(reply, 503, lang, signInPage(details.uid, lang, { username, error: t.signInUnavailable }));
    };
    let block: AttemptBlock;
    try {
      block = await limiter.check(username, req.ip);
    } catch (err) {
      return unavailable(err);
    }
    if (block) {
      // The account's delay is a block of the account too (the metric's reasons).
      signInFailures.inc({ reason: block.limit === 'address' ? 'blocked_address' : 'blocked_account' });
      const error =
        block.limit === 'address'
          ? t.tooManyAttemptsFromAddress
          : block.limit === 'pair'
            ? t.tooManyAttempts
            : accountDelayedMessage(t, lang, block.retryAfterMs);
      if (block.limit === 'delay') reply.header('retry-after', Math.ceil(block.retryAfterMs / 1000));
      return send(reply, 429, lang, signInPage(details.uid, lang, { username, error }));
    }
    const user = await authenticate(db, username, password);
    if (!user) {
      try {
        await limiter.recordFailure(username, req.ip);
      } catch (err) {
        return unavailable(err);
      }
      signInFailures.inc({ reason: 'bad_credentials' });
      // The owner is told at their next sign-in (a failure to note it must not change the answer).
      await recordSignInFailure(db, username, req.ip).catch((err: unknown) =>
        req.log.warn({ err }, 'failed sign-in not recorded for the owner'),
      );
      return send(reply, 401, lang, signInPage(details.uid, lang, { username, error: t.badCredentials }));
    }
    // The right password: counters that cannot be cleared now only expire later.
    await limiter
      .reset(username, req.ip)
      .catch((err: unknown) => req.log.warn({ err }, 'sign-in counters not cleared'));
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
    const weakness = await passwordWeakness(next, [
      user.username,
      user.nameEn,
      user.nameAr,
      user.email ?? '',
    ]);
    const error = weakness
      ? weaknessMessage(t, weakness)
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
