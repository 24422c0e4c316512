import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Operator and administrator pages: their code is not preloaded with the page's import (it loads when the
 * page does), so their dependency lists stay out of the first screen's JavaScript (the 150 kB budget).
 */
const NOT_PRELOADED =
  /(submit-tour|tour-preview|edit-tour|submit-company|verify-license|company-management|company-stats|admin-licences|pending-tours|audit-log|tour-management|flight-deal|mailbox)-page-/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    assetsDir: 'assets',
    modulePreload: {
      resolveDependencies: (filename, deps) => (NOT_PRELOADED.test(filename) ? [] : deps),
    },
  },
});
