import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOidcProvider, type OidcProviderModule } from './oidc-provider-module';

describe('loading oidc-provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it("drops only the library's runtime warning, and restores console.warn", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const patched = console.warn;
    const module = { default: class {} } as unknown as OidcProviderModule;
    const loaded = await loadOidcProvider(async () => {
      console.warn(
        'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.',
      );
      console.warn('something else', 1);
      return module;
    });
    expect(loaded).toBe(module);
    expect(warn.mock.calls).toEqual([['something else', 1]]);
    expect(console.warn).toBe(patched);
  });

  it('restores console.warn when the import fails', async () => {
    const before = console.warn;
    await expect(loadOidcProvider(() => Promise.reject(new Error('missing')))).rejects.toThrow('missing');
    expect(console.warn).toBe(before);
  });

  it('loads the real library', async () => {
    const { default: Provider, errors } = await loadOidcProvider();
    expect(typeof Provider).toBe('function');
    expect(typeof errors.InvalidTarget).toBe('function');
  });
});
