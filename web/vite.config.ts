import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { seedImages } from './vite/seed-images.ts';

const useEmulators = process.env.VITE_USE_EMULATORS === 'true';

export default defineConfig({
  plugins: [react(), tailwindcss(), ...(useEmulators ? [seedImages()] : [])],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@kigali/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
});
