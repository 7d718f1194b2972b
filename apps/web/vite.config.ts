import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

// In development Vite serves the app and passes API and image calls to the Marquee server.
const server = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  // Brotli (best) and gzip copies beside each text asset, served as they are by the server: no work per request.
  plugins: [react(), tailwindcss(), compression({ threshold: 1024 })],
  // The manifest tells the server which files each page needs, for the hints it adds to the page (page-head.ts).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: { '/api': server, '/img': server, '/modalData.json': server, '/ads.json': server },
  },
});
