import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site consumes @clipnest/ui as an outside app would: the built package and its CSS.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
