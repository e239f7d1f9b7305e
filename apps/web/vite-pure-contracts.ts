import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Whether evaluating the expression calls something (a literal or a function needs no wrapping). */
const callsSomething = (node: unknown): boolean => {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(callsSomething);
  const { type } = node as Node;
  if (typeof type === 'string' && FUNCTIONS.has(type)) return false;
  if (type === 'CallExpression' || type === 'NewExpression' || type === 'TaggedTemplateExpression')
    return true;
  return Object.entries(node).some(([key, value]) => key !== 'type' && callsSomething(value));
};

const declarationsOf = (statement: Node): Node[] => {
  const declaration =
    statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
  return declaration?.type === 'VariableDeclaration' ? (declaration.declarations as Node[]) : [];
};

/**
 * Each top-level `const x = …` of the contracts package that calls something (a zod schema built from
 * `z.object(…).extend(…)`, a transitions declaration) is computed in an immediately called function
 * marked pure, so that the bundler drops the declarations a chunk does not use. Without it, a page
 * that takes one constant from a contracts file (a status list beside the schemas) also runs that
 * file's schemas and loads zod (25 KB gzipped; decision 0050): the bundler cannot know that
 * `z.number().int()` has no side effects. The contracts' declarations have none (they build values;
 * nothing registers itself).
 */
export const pureContractsDeclarations = (): Plugin => ({
  name: 'portal-pure-contracts-declarations',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]packages[\\/]contracts[\\/]src[\\/].*\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
    const program = parseAst(code) as unknown as { body: Node[] };
    const inserts: [position: number, text: string][] = [];
    for (const statement of program.body)
      for (const declarator of declarationsOf(statement)) {
        const init = declarator.init as Node | null;
        if (!init || !callsSomething(init)) continue;
        inserts.push([init.start, '/* @__PURE__ */ (() => ('], [init.end, '))()']);
      }
    if (inserts.length === 0) return null;
    inserts.sort((a, b) => a[0] - b[0]);
    let output = '';
    let at = 0;
    for (const [position, text] of inserts) {
      output += code.slice(at, position) + text;
      at = position;
    }
    return { code: output + code.slice(at), map: null };
  },
});
