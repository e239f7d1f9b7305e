declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  /** The vendor-prefixing stylis middleware used with emotion's cache. */
  export const prefixer: StylisPlugin;
}
