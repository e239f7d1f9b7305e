import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textFilter } from './list';

describe('textFilter', () => {
  const query = z.object({ q: textFilter() });

  it('trims the search and reads blank as no filter', () => {
    expect(query.parse({ q: '  Maria ' })).toEqual({ q: 'Maria' });
    expect(query.parse({ q: '   ' })).toEqual({ q: undefined });
  });

  it('reads digits typed on an Arabic or a Persian keyboard as the Latin digits records hold', () => {
    expect(query.parse({ q: ' J١٢٣٤٥٦٧٨ ' })).toEqual({ q: 'J12345678' });
    expect(query.parse({ q: '۷۰۰۱۰۰۰۰۰۷' })).toEqual({ q: '7001000007' });
    expect(query.parse({ q: 'خوسيه' })).toEqual({ q: 'خوسيه' });
  });
});
