import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Operator and administrator pages: their code is not preloaded with the page's import (it loads when the
 * page does), so their dependency lists stay out of the first screen's JavaScript (the 150 kB budget).
 */
const NOT_PRELOADED =
  /(submit-tour|tour-preview|edit-tour|submit-company|verify-license|company-management|company-stats|admin-licences|pending-tours|audit-log|tour-management|flight-deal|mailbox)-page-/;

/**
 * The server's renderer of the public pages (src/entry-server.tsx, DESIGN decision 39), built beside the browser's
 * app into dist/server, which the server never serves as a file. npm packages stay external: the server has them.
 */
const SERVER_RENDERER_BUILD = {
  outDir: 'dist/server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: isSsrBuild
    ? SERVER_RENDERER_BUILD
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        assetsDir: 'assets',
        // Read by the server, which preloads a rendered page's own chunks with it (apps/server/src/http/page-scripts.ts).
        manifest: true,
        modulePreload: {
          resolveDependencies: (filename, deps) => (NOT_PRELOADED.test(filename) ? [] : deps),
        },
      },
}));
