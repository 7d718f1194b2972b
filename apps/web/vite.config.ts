import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// In development Vite serves the app and passes API and image calls to the Marquee server.
const server = process.env.MARQUEE_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: { '/api': server, '/img': server, '/modalData.json': server, '/ads.json': server },
  },
});
