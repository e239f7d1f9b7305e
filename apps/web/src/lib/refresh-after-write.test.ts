import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/** A query on screen whose reads are answered by the test, in order. */
const watched = (client: QueryClient, meta?: { unchangedByWrites: boolean }) => {
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['record', meta ? 'file' : 'history'],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    ...(meta && { meta }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { answers, observer, unsubscribe };
};

describe('refreshAfterWrite', () => {
  it('reads again what is on screen, keeps what writes do not change', async () => {
    const client = new QueryClient();
    const history = watched(client);
    const file = watched(client, { unchangedByWrites: true });
    history.answers[0]!('before');
    file.answers[0]!('file');
    await vi.waitFor(() => expect(history.observer.getCurrentResult().data).toBe('before'));
    await vi.waitFor(() => expect(file.observer.getCurrentResult().data).toBe('file'));
    refreshAfterWrite(client);
    await vi.waitFor(() => expect(history.answers).toHaveLength(2));
    history.answers[1]!('after');
    await vi.waitFor(() => expect(history.observer.getCurrentResult().data).toBe('after'));
    expect(file.answers).toHaveLength(1);
    history.unsubscribe();
    file.unsubscribe();
  });

  it('reads again a first read that was on its way when the write succeeded', async () => {
    const client = new QueryClient();
    const history = watched(client);
    await vi.waitFor(() => expect(history.answers).toHaveLength(1));
    refreshAfterWrite(client);
    // The first read answers what was there before the write; it must not be the last word.
    history.answers[0]!('before');
    await vi.waitFor(() => expect(history.answers).toHaveLength(2));
    history.answers[1]!('after');
    await vi.waitFor(() => expect(history.observer.getCurrentResult().data).toBe('after'));
    history.unsubscribe();
  });
});
