import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The Express server serves the built SPA and /api on one origin in production;
// in development Vite proxies /api to it so cookies stay same-origin.
export default defineConfig({
  plugins: [react()],
  // The contract workspace is read from its TypeScript source (docs/decisions/101-contract-workspace.md).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
    },
  },
  preview: {
    port: 4173,
  },
});
