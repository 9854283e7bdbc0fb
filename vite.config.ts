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
    // Only the landing's lazy chunk gets its imports preloaded: every other route's list of files
    // would sit in the entry chunk, which the landing's 90 KB budget pays for (BENCHMARKS.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || filename.includes('landing-page') ? deps : [],
    },
  },
  // In `npm run dev` the API server runs beside Vite; the browser still talks to one origin.
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort + 1}`, '/outbox': `http://localhost:${apiPort + 1}` },
  },
});
