import { describe, expect, it } from 'vitest';
import { ConfigError, issuerOf, loadConfig } from './config';

const configError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('has working defaults outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.migrateOnStart).toBe(true);
    expect(issuerOf(config)).toBe('http://localhost:8080/auth');
  });

  it('in production runs the embedded store and seeds demo data only when asked for by name', () => {
    // The misspelling of the issue: production, an https address, DATABASE_URL unset.
    const message = configError({
      DATABSE_URL: 'postgres://db/portal',
      PUBLIC_URL: 'https://portal.example.sa',
    });
    expect(message).toMatch(/DATABASE_URL: required in production/);
    expect(message).toContain('EMBEDDED_DATABASE=true');
    expect(configError({ NODE_ENV: 'production', EMBEDDED_DATABASE: 'false' })).toContain('DATABASE_URL');
    const embedded = loadConfig({ EMBEDDED_DATABASE: 'true' });
    expect(embedded).toMatchObject({ databaseUrl: undefined, seedDemoData: false, nodeEnv: 'production' });
    expect(loadConfig({ EMBEDDED_DATABASE: 'true', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemoData).toBe(false);
    expect(configError({ DATABASE_URL: 'postgres://db/portal', EMBEDDED_DATABASE: 'true' })).toContain(
      'EMBEDDED_DATABASE',
    );
  });

  it('listens on localhost for a demo unless HOST says otherwise, on every interface for PostgreSQL', () => {
    expect(loadConfig({ EMBEDDED_DATABASE: 'true' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO_DATA: 'true' }).host).toBe(
      'localhost',
    );
    expect(loadConfig({ EMBEDDED_DATABASE: 'true', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portal' }).host).toBe('0.0.0.0');
  });

  it('reads MIGRATE_ON_START', () => {
    const postgres = { DATABASE_URL: 'postgres://db/portal' };
    expect(loadConfig({ ...postgres, MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(configError({ ...postgres, MIGRATE_ON_START: 'later' })).toContain('MIGRATE_ON_START');
  });

  it('resolves a relative data folder against the folder npm was called from', () => {
    const embedded = { EMBEDDED_DATABASE: 'true' };
    expect(loadConfig({ ...embedded, DATA_DIR: './.data', INIT_CWD: '/srv/portal' }).dataDir).toBe(
      '/srv/portal/.data',
    );
    expect(loadConfig({ ...embedded, DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('names the variable of a bad value', () => {
    expect(configError({ PORT: 'eighty' })).toContain('PORT');
    expect(configError({ DATABASE_URL: 'not a url' })).toContain('DATABASE_URL');
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL');
    expect(configError({ FEATURE_FLAGS: 'complaints,flying' })).toMatch(/FEATURE_FLAGS.*flying/);
  });

  it('reads the PostgreSQL time limits, 0 turning the statement limit off', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({
      databaseConnectTimeoutMs: 5_000,
      databaseStatementTimeoutMs: 60_000,
    });
    expect(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_CONNECT_TIMEOUT_MS: '2500',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
      }),
    ).toMatchObject({ databaseConnectTimeoutMs: 2_500, databaseStatementTimeoutMs: 0 });
    expect(configError({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toContain('DATABASE_CONNECT_TIMEOUT_MS');
    expect(configError({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toContain('DATABASE_STATEMENT_TIMEOUT_MS');
  });

  it('uses an external issuer when configured and seeds no demo data on PostgreSQL', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://sso.example.sa/realms/portal',
      DATABASE_URL: 'postgres://db/portal',
    });
    expect(issuerOf(config)).toBe('https://sso.example.sa/realms/portal');
    expect(config.seedDemoData).toBe(false);
  });

  it("reads the reminders' mail server, none when unset, and says what a bad one should look like", () => {
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
    const config = loadConfig({
      NODE_ENV: 'development',
      SMTP_URL: 'smtp://mailer:secret@mail.example.sa:587',
      PUBLIC_URL: 'https://portal.example.sa',
    });
    expect(config.smtpUrl).toBe('smtp://mailer:secret@mail.example.sa:587');
    expect(config.smtpFrom).toBe('no-reply@portal.example.sa');
    expect(configError({ SMTP_URL: 'http://mail.example.sa' })).toMatch(/SMTP_URL: must be an smtp:\/\//);
    expect(configError({ SMTP_FROM: 'portal' })).toMatch(/SMTP_FROM: must be an e-mail address/);
  });
});
