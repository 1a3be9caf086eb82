import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** Packages every page needs: one long-lived, cacheable chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  // '@/x' is apps/web/src/x (mirrored by "paths" in tsconfig.json); a regex so '@ojeador/...' is untouched.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/demo-images': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/demo-images': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // WEB_DIST lets parallel builds (and their browser journeys) use separate folders.
    outDir: process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      // packages/shared only declares constants and zod schemas: an unused schema module (and the zod /
      // libphonenumber code behind it) must not end up in the initial chunk just because index.ts re-exports it.
      treeshake: {
        moduleSideEffects: (id) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id),
      },
      output: {
        manualChunks(id) {
          if (FRAMEWORK.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
});
