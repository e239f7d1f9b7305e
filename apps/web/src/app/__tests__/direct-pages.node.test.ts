import { describe, expect, it } from 'vitest';
import { pathMatches, preloadFirstPage } from '../direct-pages';

describe('the first page loaded beside the application', () => {
  it('matches a route path segment by segment, a parameter taking one non-empty segment', () => {
    expect(pathMatches('', '')).toBe(true);
    expect(pathMatches('faq', 'faq')).toBe(true);
    expect(pathMatches('verify/:code', 'verify/7K3MQ9TX2BHD')).toBe(true);
    expect(pathMatches('verify/:code', 'verify')).toBe(false);
    expect(pathMatches('verify/:code', 'verify/')).toBe(false);
    expect(pathMatches('verify/:code', 'verify/7K3MQ9TX2BHD/more')).toBe(false);
    expect(pathMatches('verify', 'faq')).toBe(false);
  });

  it('starts loading a public page, also one a QR code leads to, and no signed-in page', () => {
    expect(preloadFirstPage('/faq')).toBe(true);
    expect(preloadFirstPage('/verify')).toBe(true);
    expect(preloadFirstPage('/verify/7K3MQ9TX2BHD')).toBe(true);
    expect(preloadFirstPage('/registry')).toBe(true);
    expect(preloadFirstPage('/registry/12')).toBe(true);
    expect(preloadFirstPage('/my-contract')).toBe(true);
    expect(preloadFirstPage('/partnership-contracts')).toBe(false);
  });
});
