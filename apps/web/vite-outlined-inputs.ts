import type { Plugin } from 'vite';

const STUB = '\0portal-outlined-inputs-only';

/** The variants' inputs TextField and Select import besides the outlined one, by import path. */
const OTHER_VARIANTS: Record<string, string> = {
  '../Input/index.mjs': 'Input',
  '../FilledInput/index.mjs': 'FilledInput',
};
const IMPORTERS = /@mui[\\/]material[\\/](TextField[\\/]TextField|Select[\\/]Select)\.mjs$/;

/**
 * MUI's TextField and Select import the inputs of all three variants (standard, filled, outlined) and
 * pick one at runtime; the portal's fields are all outlined (the default: no TextField or Select sets
 * another variant, and the theme sets none), so every page with a field carried the standard and
 * filled inputs it never renders (~1.9 KB gzipped; decision 0064). The build gives those two imports
 * a component that throws, naming this plugin, if a page ever renders it: a field given another
 * variant fails at once instead of showing unstyled. Other importers (none in the portal) and the
 * tests (no plugin) keep MUI's modules.
 */
export const outlinedInputsOnly = (): Plugin => ({
  name: 'portal-outlined-inputs-only',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source.startsWith(STUB)) return source;
    const name = OTHER_VARIANTS[source];
    return name && importer && IMPORTERS.test(importer) ? `${STUB}?${name}` : null;
  },
  load(id) {
    if (!id.startsWith(`${STUB}?`)) return null;
    const name = id.slice(STUB.length + 1);
    const message = `MUI's ${name} is not in this build: the portal's fields are outlined (apps/web/vite-outlined-inputs.ts).`;
    return [
      'const NotBuilt = () => {',
      `  throw new Error(${JSON.stringify(message)});`,
      '};',
      `NotBuilt.muiName = 'Input';`,
      'export default NotBuilt;',
    ].join('\n');
  },
});
