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
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(issuerOf(config)).toBe('http://localhost:8080/auth');
  });

  it('resolves a relative data folder against the folder npm was called from', () => {
    expect(loadConfig({ DATA_DIR: './.data', INIT_CWD: '/srv/portal' }).dataDir).toBe('/srv/portal/.data');
    expect(loadConfig({ DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('names the variable of a bad value', () => {
    expect(configError({ PORT: 'eighty' })).toContain('PORT');
    expect(configError({ DATABASE_URL: 'not a url' })).toContain('DATABASE_URL');
    expect(configError({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL');
    expect(configError({ FEATURE_FLAGS: 'complaints,flying' })).toMatch(/FEATURE_FLAGS.*flying/);
  });

  it('reads the PostgreSQL time limits, 0 turning the statement limit off', () => {
    expect(loadConfig({})).toMatchObject({
      databaseConnectTimeoutMs: 5_000,
      databaseStatementTimeoutMs: 60_000,
    });
    expect(
      loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2500', DATABASE_STATEMENT_TIMEOUT_MS: '0' }),
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
});
