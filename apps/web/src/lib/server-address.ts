/** Spec 7: relative API URLs are prefixed with the configured server address (default: same origin). */
export const serverAddress = (): string => (import.meta.env.VITE_SERVER_ADDRESS ?? '').replace(/\/$/, '');

export const isRelativeUrl = (url: string): boolean => !/^[a-z][a-z\d+.-]*:|^\/\//i.test(url);

export const resolveUrl = (url: string): string => {
  if (!isRelativeUrl(url)) return url;
  return `${serverAddress()}${url.startsWith('/') ? url : `/${url}`}`;
};
