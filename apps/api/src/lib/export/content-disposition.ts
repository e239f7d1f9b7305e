/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987), so an
 * Arabic file name survives and no quote, slash or line break can break out of the header.
 */
export const contentDisposition = (filename: string): string => {
  const ascii = filename.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[_.]+/, '') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
