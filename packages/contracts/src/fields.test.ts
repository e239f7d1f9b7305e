import { describe, expect, it } from 'vitest';
import {
  dateFilter,
  id,
  idFilter,
  idParam,
  INT4_MAX,
  isoDate,
  isStorableText,
  requiredText,
  text,
} from './fields';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((issue) => issue.message)),
];

describe('text', () => {
  it('trims and keeps well-formed text, Arabic and emoji included', () => {
    expect(text(20).parse('  مرحبا 👋 ')).toBe('مرحبا 👋');
    expect(text(20, { trim: false }).parse(' a ')).toBe(' a ');
  });

  it('refuses NUL and lone surrogates', () => {
    expect(messagesOf(text(20).safeParse('a\u0000b'))).toEqual(['validation.characters']);
    expect(messagesOf(text(20).safeParse('\ud800'))).toEqual(['validation.characters']);
    expect(messagesOf(text(20).safeParse('x\udc00'))).toEqual(['validation.characters']);
    expect(isStorableText('\ud83d\udc4b')).toBe(true);
  });

  it('requires a value and limits the length', () => {
    expect(messagesOf(requiredText(5).safeParse('   '))).toEqual(['validation.required']);
    expect(messagesOf(requiredText(5).safeParse('abcdef'))).toEqual(['validation.tooLong']);
  });
});

describe('ids', () => {
  it('accepts 1 to INT4_MAX in bodies, paths and queries', () => {
    expect(id().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idParam().parse('42')).toBe(42);
    expect(idFilter().parse('')).toBeUndefined();
  });

  it('refuses ids PostgreSQL integer columns cannot hold', () => {
    expect(messagesOf(id().safeParse(INT4_MAX + 1))).toEqual(['validation.id']);
    expect(messagesOf(idParam().safeParse('2147483648'))).toEqual(['validation.id']);
    expect(messagesOf(idParam().safeParse('99999999999999999999'))).toEqual(['validation.id']);
    expect(messagesOf(idFilter().safeParse('1.5'))).toEqual(['validation.id']);
    expect(messagesOf(id().safeParse(0))).toEqual(['validation.required']);
  });
});

describe('isoDate', () => {
  it('accepts real calendar days in range', () => {
    expect(isoDate().parse(' 2028-02-29 ')).toBe('2028-02-29');
    expect(dateFilter().parse('')).toBeUndefined();
  });

  it('refuses impossible days and days PostgreSQL and the portal should not compare', () => {
    expect(messagesOf(isoDate().safeParse('9999-99-99'))).toEqual(['validation.date']);
    expect(messagesOf(isoDate().safeParse('2027-02-29'))).toEqual(['validation.date']);
    expect(messagesOf(isoDate().safeParse('0000-01-01'))).toEqual(['validation.dateOutOfRange']);
    expect(messagesOf(isoDate().safeParse('9999-12-31'))).toEqual(['validation.dateOutOfRange']);
    expect(messagesOf(isoDate().safeParse('2026-1-1'))).toEqual(['validation.date']);
  });
});
