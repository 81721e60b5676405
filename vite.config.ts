import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp } from './web/vite-plugin-build-stamp.ts';
import { precompress } from './web/vite-plugin-precompress.ts';
import { relayArtifacts } from './web/vite-plugin-relay-artifacts.ts';

const api = 'http://localhost:4000';

export default defineConfig({
  root: 'web',
  // Relative asset URLs: the server injects <base href="${BASE_PATH}/">, so one build serves any prefix.
  base: './',
  // buildStamp last: it records the build once the compressed copies are written too.
  plugins: [relayArtifacts(), react(), precompress(), buildStamp()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/health': api,
    },
  },
});
