import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { loginShell } from './scripts/lib/loginShell.ts';
import { slicedPreload } from './scripts/lib/slicedPreload.ts';

export default defineConfig({
  plugins: [
    react(),
    loginShell(fileURLToPath(new URL('.', import.meta.url))),
    slicedPreload(fileURLToPath(new URL('.', import.meta.url))),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: false,
    // `npm start`: transform the shell and every screen (with what they import) as the dev
    // server starts, so a screen's first visit does not wait 1-2 s for Vite (docs/performance.md).
    warmup: { clientFiles: ['./src/main.tsx', './src/app/**/*.tsx', './src/features/**/*.tsx'] },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (its `$initial` modules, loaded by every
          // page at start) in one file: Rolldown otherwise splits it by which lazy chunks also
          // import each part (18 files for the login page's start), and each file compresses
          // on its own. The same modules load; the login page's gzipped JavaScript is 7 KiB
          // less (docs/performance.md, "The first screens stay light").
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
