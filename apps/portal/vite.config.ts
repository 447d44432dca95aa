import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The portal. Without `VITE_API_BASE_URL` it runs in demo mode on the embedded mock backend
 * (a service worker); with it, it talks to that backend and no mock code is bundled.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['conecta-source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
});
