import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { REQUEST_COLUMN_LABELS } from '@portal/contracts/employment-requests/column-labels';
import { setupTestI18n } from '../../../test/i18n';
import { useRequestColumns, type RequestColumnId } from '../components/request-columns';

describe('employment requests table headers', () => {
  afterAll(() => setupTestI18n('en-US'));
  // The columns start loading their status chip's and countdown's code when first used (decision
  // 0064): those loads end within the test, not after its environment is torn down.
  afterEach(async () => {
    await Promise.all([
      import('../components/status-chip'),
      import('../../../components/record/clock-countdown'),
    ]);
  });

  it.each(['en-US', 'ar-SA'] as const)('are the export’s column headers (%s)', async (language) => {
    await setupTestI18n(language);
    const { result } = renderHook(() => useRequestColumns());
    expect(result.current.length).toBeGreaterThan(5);
    for (const column of result.current)
      expect(column.label, column.id).toBe(REQUEST_COLUMN_LABELS[column.id as RequestColumnId][language]);
  });
});
