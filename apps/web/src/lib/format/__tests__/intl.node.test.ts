import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatDateForReading,
  formatDateTime,
  formatHijriDate,
  formatNumber,
  formatTime,
  formatYear,
} from '../intl';

const NON_LATIN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
const at = new Date(2027, 0, 31, 14, 5, 9);

describe('the digit rule: Latin digits in both languages', () => {
  it('writes Arabic dates, times, numbers, money and years with Latin digits', () => {
    const arabic = [
      formatDate(at, 'ar-SA'),
      formatDate(at, 'ar-SA', { dateStyle: 'long' }),
      formatDateTime(at, 'ar-SA'),
      formatTime(at, 'ar-SA'),
      formatHijriDate(at, 'ar-SA'),
      formatNumber(12345.5, 'ar-SA'),
      formatCurrency(12.5, 'ar-SA'),
      formatYear(2027, 'ar-SA'),
    ];
    for (const text of arabic) expect(text).not.toMatch(NON_LATIN_DIGITS);
    expect(formatDate(at, 'ar-SA', { dateStyle: 'long' })).toBe('31 يناير 2027');
    expect(formatNumber(12345.5, 'ar-SA')).toBe('12,345.5');
    expect(formatYear(2027, 'ar-SA')).toBe('2027');
  });

  it('keeps the Umm al-Qura calendar for the Hijri date in both languages', () => {
    expect(formatHijriDate(at, 'ar-SA', { dateStyle: 'long' })).toBe('23 شعبان 1448 هـ');
    expect(formatHijriDate(at, 'en-US', { dateStyle: 'long' })).toMatch(/23, 1448 AH$/);
  });

  it('writes the Hijri date beside the Gregorian one in Arabic running text, not in English', () => {
    expect(formatDateForReading('2027-01-31', 'ar-SA', { dateStyle: 'long' })).toBe(
      '31 يناير 2027 (23 شعبان 1448 هـ)',
    );
    expect(formatDateForReading('2027-01-31', 'en-US', { dateStyle: 'long' })).toBe('January 31, 2027');
    expect(formatDateForReading(null, 'ar-SA')).toBe('');
  });

  it('shows a calendar date (YYYY-MM-DD) as that day in every time zone', () => {
    expect(formatDate('2027-01-31', 'en-US', { dateStyle: 'long' })).toBe('January 31, 2027');
    expect(formatDate('not a date', 'en-US')).toBe('');
    expect(formatDate(null, 'ar-SA')).toBe('');
  });

  it('is the only place screens format dates and numbers (no Intl or toLocale* elsewhere)', () => {
    const root = join(process.env.WEB_ROOT ?? process.cwd(), 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const offenders = files(root)
      .filter((path) => !path.includes(join('lib', 'format')) && !/\.test\.tsx?$/.test(path))
      .filter((path) => /new Intl\.|\.toLocale(Date|Time)?String\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});
