import { describe, expect, it } from 'vitest';
import { REQUEST_COLUMN_LABELS } from './employment-requests/column-labels';
import { CANDIDATE_COLUMN_LABELS } from './hr-pool/column-labels';

describe('list column labels (table and export)', () => {
  it('label every column in both languages, the Arabic in Arabic', () => {
    for (const labels of [REQUEST_COLUMN_LABELS, CANDIDATE_COLUMN_LABELS])
      for (const [key, label] of Object.entries(labels)) {
        expect(label['en-US'].trim(), key).not.toBe('');
        expect(label['ar-SA'], key).toMatch(/[\u0600-\u06FF]/);
      }
  });
});
