import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineIcons } from './scripts/inline-icons-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [inlineIcons(), react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Only the landing's chunks (the app's lazy landing page, the landing's own entry) get their
    // imports preloaded: every other route's list of files would sit in the app's entry chunk.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || filename.includes('landing') ? deps : [],
    },
  },
  // In `npm run dev` the API server runs beside Vite; the browser still talks to one origin.
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort + 1}`, '/outbox': `http://localhost:${apiPort + 1}` },
  },
});
