import { resolve } from 'node:path';
import { z } from 'zod';
import { parseFeatureFlags, type FeatureFlags } from '@portal/contracts/feature-flags';
import { trustProxySchema, type TrustProxy } from './trust-proxy';
import { metricsAllowSchema, metricsTokenSchema } from './platform/observability/metrics-access';
import { environmentSchema } from './environment-names';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the server reads, validated once at boot. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default: localhost for the embedded store or demo data, else every interface. */
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  /** In production the embedded store runs only when asked for by name (decision 0046). */
  EMBEDDED_DATABASE: booleanFlag.optional(),
  /** false: migrations are a release step (`npm run db:migrate`); a start on an older schema refuses. */
  MIGRATE_ON_START: booleanFlag.default(true),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Shared pipelined connections beside the pool (decision 0102); 0: none. */
  DATABASE_PIPELINE_CONNECTIONS: z.coerce.number().int().min(0).max(16).default(1),
  /** Statements one shared connection holds before the next goes to the pool (decision 0108; default in postgres-pool.ts). */
  DATABASE_PIPELINE_DEPTH: z.coerce.number().int().min(1).max(1024).optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  DATA_DIR: z.string().min(1).default('./.data'),
  OIDC_ISSUER: optionalUrl,
  OIDC_AUDIENCE: z.string().min(1).default('portal-api'),
  OIDC_CLIENT_ID: z.string().min(1).default('portal-web'),
  OIDC_SCOPE: z.string().min(1).default('openid profile email offline_access'),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FEATURE_FLAGS: z.string().optional(),
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().trim().min(1).optional(),
  SENTRY_RELEASE: z.string().trim().min(1).optional(),
  METRICS_TOKEN: metricsTokenSchema,
  METRICS_ALLOW: metricsAllowSchema,
  SEED_DEMO_DATA: booleanFlag.optional(),
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  WEB_DIST_DIR: z.string().optional(),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  /** false: this instance sends background jobs but runs none (decision 0071). */
  JOBS_WORK: booleanFlag.default(true),
  PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(15_000),
  /** A private EC P-256 JWK (JSON) signing the verification payloads; unset: one kept in the database. */
  DOCUMENT_SIGNING_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** Where reminders are e-mailed through (decision 0058); unset: no e-mail is sent. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .url({
          protocol: /^smtps?$/,
          error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587',
        })
        .optional(),
    ),
  /** The reminders' sender; default no-reply at the host of PUBLIC_URL. */
  SMTP_FROM: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.email({ error: 'must be an e-mail address, e.g. portal@example.org' }).optional()),
});
environmentSchema(envSchema);

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Apply pending migrations at start (else refuse to start on an older schema). */
  migrateOnStart: boolean;
  databasePoolSize: number;
  databasePipelineConnections: number;
  databasePipelineDepth: number | undefined;
  /** Time limit for opening a PostgreSQL connection or waiting for a free one. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL's limit of one statement and of an idle open transaction; 0 means none. */
  databaseStatementTimeoutMs: number;
  dataDir: string;
  /** Unset: the embedded sign-in service at `${publicUrl}/auth` is the issuer. */
  oidcIssuer: string | undefined;
  oidcAudience: string;
  oidcClientId: string;
  oidcScope: string;
  redisUrl: string | undefined;
  logLevel: string;
  features: FeatureFlags;
  sentryDsn: string | undefined;
  /** Tags of the reports sent to SENTRY_DSN (default: NODE_ENV and the API's version). */
  sentryEnvironment: string | undefined;
  sentryRelease: string | undefined;
  /** /metrics: a bearer token and/or the networks that may read it; neither means not served (404). */
  metricsToken: string | undefined;
  metricsAllow: string[];
  seedDemoData: boolean;
  /** Which peers may set X-Forwarded-*: none, the last N hops, or these addresses/ranges. */
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  webDistDir: string | undefined;
  /** Chromium that prints PDFs (platform/pdf-renderer.ts). */
  chromiumPath: string;
  /** Pages printing PDFs at once; more renders wait in a queue. */
  pdfPoolSize: number;
  /** Whether this instance runs the queue's jobs and offers the schedules, or only sends jobs. */
  jobsWork: boolean;
  /** Time limit of one PDF render. */
  pdfRenderTimeoutMs: number;
  /** DOCUMENT_SIGNING_KEY: the approved documents' signing key (platform/verifiable-documents). */
  documentSigningKey?: string | undefined;
  /** SMTP_URL: the reminders' mail server; unset: nothing is e-mailed (decision 0058). */
  smtpUrl?: string | undefined;
  /** SMTP_FROM: the reminders' sender address. */
  smtpFrom?: string;
};

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws a ConfigError naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const { flags, unknown } = parseFeatureFlags(e.FEATURE_FLAGS);
  if (unknown.length > 0)
    throw new ConfigError(`Invalid configuration:\n  FEATURE_FLAGS: unknown flag ${unknown.join(', ')}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const production = e.NODE_ENV === 'production';
  // A misspelt DATABASE_URL must not fall back to the embedded store and its demo accounts.
  if (e.DATABASE_URL && e.EMBEDDED_DATABASE)
    throw new ConfigError('Invalid configuration:\n  EMBEDDED_DATABASE: set together with DATABASE_URL');
  if (!e.DATABASE_URL && production && !e.EMBEDDED_DATABASE)
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production (NODE_ENV=production); ' +
        'EMBEDDED_DATABASE=true runs the embedded store instead (one instance, a demo)',
    );
  const seedDemoData = e.SEED_DEMO_DATA ?? (!production && !e.DATABASE_URL);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // A demo keeps to this machine; HOST opens it to the network.
    host: e.HOST ?? (!e.DATABASE_URL || seedDemoData ? 'localhost' : '0.0.0.0'),
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePipelineConnections: e.DATABASE_PIPELINE_CONNECTIONS,
    databasePipelineDepth: e.DATABASE_PIPELINE_DEPTH,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    // npm runs workspace scripts inside the workspace; a relative folder means the caller's folder.
    dataDir: resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    oidcIssuer: e.OIDC_ISSUER,
    oidcAudience: e.OIDC_AUDIENCE,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcScope: e.OIDC_SCOPE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    features: flags,
    sentryDsn: e.SENTRY_DSN,
    sentryEnvironment: e.SENTRY_ENVIRONMENT,
    sentryRelease: e.SENTRY_RELEASE,
    metricsToken: e.METRICS_TOKEN,
    metricsAllow: e.METRICS_ALLOW,
    seedDemoData,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    webDistDir: e.WEB_DIST_DIR,
    chromiumPath: e.CHROMIUM_PATH,
    pdfPoolSize: e.PDF_POOL_SIZE,
    jobsWork: e.JOBS_WORK,
    pdfRenderTimeoutMs: e.PDF_RENDER_TIMEOUT_MS,
    documentSigningKey: e.DOCUMENT_SIGNING_KEY,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
  };
};

/** The issuer the API trusts: the external provider or the embedded one. */
export const issuerOf = (config: AppConfig): string => config.oidcIssuer ?? `${config.publicUrl}/auth`;
