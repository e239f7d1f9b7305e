/** Why a page's code could not be loaded (spec 8): no connection, or a release replaced it. */
export type ChunkFailure = 'connection' | 'newVersion';

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error && CHUNK_ERROR.test(error.message);

const chunkUrlOf = (error: Error): string | null =>
  /(https?:\/\/[^\s'"]+?\.(?:m?js|css))/.exec(error.message)?.[1] ?? null;

/**
 * Offline, or the file cannot be fetched now, is a connection failure; only a server that answers
 * without the file (404, or the app's page in its place after a new release) means a new version.
 */
export const chunkFailureOf = async (error: Error, fetcher: typeof fetch = fetch): Promise<ChunkFailure> => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'connection';
  const url = chunkUrlOf(error);
  if (!url) return 'newVersion';
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    return response.ok && /javascript|css/i.test(type) ? 'connection' : 'newVersion';
  } catch {
    return 'connection';
  }
};
