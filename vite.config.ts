import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
  },
  // In `npm run dev` the API server runs beside Vite; the browser still talks to one origin.
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort + 1}`, '/outbox': `http://localhost:${apiPort + 1}` },
  },
});
