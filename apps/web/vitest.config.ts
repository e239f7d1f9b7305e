import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Tests of plain logic and locale files (`*.node.test.ts`) need no DOM: they run in Node without
 * jsdom and the testing-library setup, whose start cost each file about a second on a quiet machine
 * and several under load, more than most of these files' tests (decision 0069).
 */
const NODE_TESTS = 'src/**/*.node.test.ts';

export default defineConfig({
  plugins: [react()],
  root,
  test: {
    css: false,
    testTimeout: 30_000,
    // Vitest keeps a core free by default; its own process is mostly idle, so every core runs files
    // (docs/decisions/0041).
    maxWorkers: Math.max(availableParallelism(), 1),
    env: { WEB_ROOT: root },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, NODE_TESTS],
        },
      },
      { extends: true, test: { name: 'web-node', environment: 'node', include: [NODE_TESTS] } },
    ],
  },
});
