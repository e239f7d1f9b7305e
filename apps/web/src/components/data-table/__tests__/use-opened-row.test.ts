import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOpenedRow } from '../use-opened-row';

type Row = { id: number; status: string };

describe('the row a dialog was opened for', () => {
  it("follows the list's latest answer, and stays as opened once the row has left it", () => {
    const shown: Row[] = [
      { id: 1, status: 'PENDING' },
      { id: 2, status: 'PENDING' },
    ];
    const { result, rerender } = renderHook(({ rows }: { rows: Row[] | undefined }) => useOpenedRow(rows), {
      initialProps: { rows: shown as Row[] | undefined },
    });
    expect(result.current[0]).toBeNull();
    act(() => result.current[1](shown[1]!));
    expect(result.current[0]).toEqual({ id: 2, status: 'PENDING' });
    // The list is asked again after a change made elsewhere: the dialog shows the record as it is now.
    rerender({
      rows: [
        { id: 1, status: 'PENDING' },
        { id: 2, status: 'ACCEPTED' },
      ],
    });
    expect(result.current[0]).toEqual({ id: 2, status: 'ACCEPTED' });
    // Another page of the list, or a list asked again without it: the last known record.
    rerender({ rows: [{ id: 3, status: 'PENDING' }] });
    expect(result.current[0]).toEqual({ id: 2, status: 'PENDING' });
    rerender({ rows: undefined });
    expect(result.current[0]).toEqual({ id: 2, status: 'PENDING' });
    act(() => result.current[1](null));
    expect(result.current[0]).toBeNull();
  });
});
