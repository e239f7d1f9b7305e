import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [react()],
  root,
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 30_000,
    // Vitest keeps a core free by default; its own process is mostly idle, so every core runs files
    // (docs/decisions/0041).
    maxWorkers: Math.max(availableParallelism(), 1),
    env: { WEB_ROOT: root },
  },
});
