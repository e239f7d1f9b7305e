import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; moduleIds: readonly string[]; imports: string[] };
type Bundle = Record<string, { type: string } | Chunk>;

const isChunk = (item: { type: string } | undefined): item is Chunk => item?.type === 'chunk';

/** A chunk and every chunk it imports statically, in load order. */
const withStaticImports = (bundle: Bundle, fileName: string, seen = new Set<string>()): string[] => {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !isChunk(chunk)) return [];
  seen.add(fileName);
  return [...chunk.imports.flatMap((name) => withStaticImports(bundle, name, seen)), fileName];
};

/**
 * The entry is a small boot script that imports the application (`moduleSuffix`) dynamically, after it
 * has started the first page's requests. `<link rel="modulepreload">` tags for the application and
 * the chunks it imports let the browser fetch them at once, beside the boot script.
 */
export const preloadDynamicApp = (moduleSuffix: string): Plugin => ({
  name: 'portal-preload-dynamic-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const bundle = (context.bundle ?? {}) as Bundle;
      const app = Object.values(bundle).find(
        (item): item is Chunk => isChunk(item) && item.moduleIds.some((id) => id.endsWith(moduleSuffix)),
      );
      if (!app) throw new Error(`preloadDynamicApp: no chunk for ${moduleSuffix}`);
      const links = withStaticImports(bundle, app.fileName)
        .filter((fileName) => !html.includes(`/${fileName}"`))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
      return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
    },
  },
});
