import type { Plugin } from 'vite';

const WRAPPER = '\0portal-lazy-select-input';

/**
 * MUI's Select (which TextField imports for `select`) imports its menu-based input, `SelectInput`, and
 * with it Menu, Popover, Modal and their transitions, even for a native select: every page with a text
 * field carried them (decision 0064). The build gives Select a wrapper that loads `SelectInput` when a
 * non-native select first renders; until then the wrapper shows an empty box of the input's size (the
 * field's border and label are drawn by the input around it). The signed-in pages' selects are native
 * (`NativeSelectInput`, which Select imports directly), so most pages never load it. Tests (no plugin)
 * use MUI's module as it is.
 */
export const lazySelectInput = (): Plugin => ({
  name: 'portal-lazy-select-input',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source === WRAPPER) return WRAPPER;
    if (
      source !== './SelectInput.mjs' ||
      !importer ||
      !/@mui[\\/]material[\\/]Select[\\/]Select\.mjs$/.test(importer)
    )
      return null;
    const real = await this.resolve(source, importer, { skipSelf: true });
    return real ? `${WRAPPER}?${encodeURIComponent(real.id)}` : null;
  },
  load(id) {
    if (!id.startsWith(`${WRAPPER}?`)) return null;
    const real = decodeURIComponent(id.slice(WRAPPER.length + 1));
    return [
      "import { createElement, lazy, Suspense } from 'react';",
      `const SelectInput = lazy(() => import(${JSON.stringify(real)}));`,
      // The fallback has the input's classes (padding and line height): the field keeps its size.
      'const LazySelectInput = (props) =>',
      "  createElement(Suspense, { fallback: createElement('div', { className: props.className, 'aria-hidden': true }) },",
      '    createElement(SelectInput, props));',
      'export default LazySelectInput;',
    ].join('\n');
  },
});
