import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';

/**
 * Only the framework gets its own long-lived chunk. Other libraries are split by the bundler along
 * the lazy routes: grouping MUI or the forms libraries by hand would pull screens' code into the
 * public entry.
 */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router)\//;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/auth': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          return FRAMEWORK.test(id) ? 'react' : undefined;
        },
      },
    },
  },
});
