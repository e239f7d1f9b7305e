import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/contracts/colour-contrast';
import { IDENTITY_CSS } from './assets';

describe('sign-in page stylesheet', () => {
  it('draws every keyboard focus ring at 3:1 or more against the page and the card (WCAG 1.4.11)', () => {
    const rings = [...IDENTITY_CSS.matchAll(/:focus-visible\{outline:\d+px solid (#[0-9a-f]{3,6})/gi)].map(
      (match) => match[1]!,
    );
    expect(rings.length).toBeGreaterThanOrEqual(2);
    for (const colour of rings)
      for (const background of ['#fff', '#f3f6f8'])
        expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
  });
});
