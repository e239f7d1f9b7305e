declare module 'stylis' {
  import type { StylisElement, StylisPlugin, StylisPluginCallback } from '@emotion/cache';
  /** The vendor-prefixing stylis middleware used with emotion's cache. */
  export const prefixer: StylisPlugin;
  export const stringify: StylisPlugin;
  export function compile(css: string): StylisElement[];
  export function serialize(children: StylisElement[], callback: StylisPluginCallback): string;
  export function middleware(plugins: StylisPlugin[]): StylisPluginCallback;
}
