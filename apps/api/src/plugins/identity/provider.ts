import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { issuerOf, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createFindAccount } from './accounts';
import { createAdapterFactory } from './adapter';
import { apiResourceOf, clientSettingsOf, pageCspOf } from './client-settings';
import { LANG_COOKIE, pickLang, readCookie, type Lang } from './i18n';
import type { OidcProviderModule } from './oidc-provider-module';
import type { IdentitySecrets } from './secrets';
import {
  renderAutoSubmitPage,
  renderErrorPage,
  renderLogoutPage,
  renderSignedOutPage,
} from './views/other-pages';

const DAY = 24 * 60 * 60;
/** Lifetime of the API access tokens, in seconds. */
export const ACCESS_TOKEN_TTL = 900;

/** The language of a page rendered by oidc-provider itself (logout, errors). */
const langOfKoa = (ctx: KoaContextWithOIDC): Lang => {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  const query = ctx.query as Record<string, unknown>;
  const asText = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return pickLang({
    explicit: asText(query.lang),
    uiLocales: asText(params.ui_locales) ?? asText(query.ui_locales),
    cookie: readCookie(ctx.get('cookie'), LANG_COOKIE),
    acceptLanguage: ctx.get('accept-language'),
  });
};

export const mountPathOf = (config: AppConfig): string =>
  new URL(issuerOf(config)).pathname.replace(/\/$/, '');

/** Builds the embedded OpenID Connect provider for the web app (one public PKCE client). */
export const createProvider = (
  { default: OidcProvider, errors }: OidcProviderModule,
  config: AppConfig,
  db: Database,
  secrets: IdentitySecrets,
): Provider => {
  const issuer = issuerOf(config);
  const mountPath = mountPathOf(config);
  const assets = `${mountPath}/assets`;
  const portalUrl = `${config.publicUrl}/`;
  const client = clientSettingsOf(config);
  const resource = apiResourceOf(config);
  const csp = pageCspOf(client);
  const allowedOrigins = new Set(client.origins);

  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [
      {
        client_id: client.clientId,
        client_name: 'Recruitment Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'name_ar', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
    },
    // The API scope lives on the resource server only: listing it here causes a consent loop.
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    discovery: { ui_locales_supported: ['en-US', 'ar-SA'], claims_locales_supported: ['en-US', 'ar-SA'] },
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    findAccount: createFindAccount(db, langOfKoa),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience: config.oidcAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: ACCESS_TOKEN_TTL,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, formHtml) => {
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = renderLogoutPage({
            lang: langOfKoa(ctx),
            assets,
            portalUrl,
            formHtml,
            // A validated id_token_hint shows the request comes from the portal: no question asked.
            autoSubmit: Boolean(ctx.oidc.entities.IdTokenHint),
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = renderSignedOutPage({ lang: langOfKoa(ctx), assets, portalUrl });
        },
      },
    },
    // First-party client: consent is implied, so the grant is completed here and no consent page exists.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const accountId = oidc.account?.accountId;
      if (oidc.client?.clientId !== client.clientId || !accountId) return existing;
      const grant =
        existing && existing.accountId === accountId
          ? existing
          : new oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
      if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
      grant.addResourceScope(resource, 'api');
      await grant.save();
      return grant;
    },
    issueRefreshToken: (_ctx, c) => c.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Refresh tokens live with the provider session (stored, so they survive a restart): signing
    // out revokes them.
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.set('content-security-policy', csp);
      ctx.type = 'html';
      ctx.body = renderErrorPage({
        lang: langOfKoa(ctx),
        assets,
        portalUrl,
        error: out.error,
        description: out.error_description,
      });
    },
  };

  const provider = new OidcProvider(issuer, configuration);
  // Koa reads X-Forwarded-Proto/Host only; the sign-in limits use Fastify's request.ip.
  provider.proxy = config.trustProxy !== false;
  provider.use(async (koaCtx, next) => {
    await next();
    const ctx = koaCtx as unknown as KoaContextWithOIDC;
    const body = typeof ctx.body === 'string' ? ctx.body : '';
    if (ctx.type !== 'text/html' || !body.includes('<title>Submitting Callback</title>')) return;
    const action = /<form method="post" action="([^"]*)">/.exec(body)?.[1] ?? '';
    const formInner = (body.match(/<input type="hidden" name="[^"]*" value="[^"]*"\/>/g) ?? []).join('\n');
    ctx.set('content-security-policy', csp);
    ctx.body = renderAutoSubmitPage({
      lang: langOfKoa(ctx),
      assets,
      action,
      formInner,
      signingOut: ctx.oidc?.route === 'end_session',
    });
  });
  return provider;
};
