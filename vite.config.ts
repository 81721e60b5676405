import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
import { buildStamp } from './web/vite-plugin-build-stamp.ts';
import { precomputedIconNames } from './web/vite-plugin-icon-names.ts';
import { precompress } from './web/vite-plugin-precompress.ts';
import { relayArtifacts } from './web/vite-plugin-relay-artifacts.ts';

const api = 'http://localhost:4000';

const EARLY_ENTRY = fileURLToPath(new URL('./web/src/early.ts', import.meta.url));
let early: Set<string> | null = null;

/** web/src/early.ts and every module it imports statically (its dynamic import, the dashboard, not). */
function earlyModules(info: (id: string) => Rolldown.ModuleInfo | null): Set<string> {
  if (early) return early;
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    info(id)?.importedIds.forEach(visit);
  };
  visit(EARLY_ENTRY);
  early = found;
  return found;
}

/** A package's own file, for the aliases below (their export maps do not name these files). */
const pkg = (file: string) => fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

export default defineConfig({
  root: 'web',
  resolve: {
    // Issue 15, point 9: less code evaluated before the first screen.
    alias: [
      // react-relay's index also loads the legacy container API (QueryRenderer, the Fragment, Refetch and
      // Pagination containers), which no screen uses; its hooks entry exports everything the client imports.
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      // react-router's export map names only its development build (dev warnings and checks at run time);
      // the package ships a production build beside it.
      { find: /^react-router$/, replacement: pkg('react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: pkg('react-router/dist/production/dom-export.mjs') },
    ],
  },
  // Relative asset URLs: the server injects <base href="${BASE_PATH}/">, so one build serves any prefix.
  base: './',
  // buildStamp last: it records the build once the compressed copies are written too.
  plugins: [relayArtifacts(), precomputedIconNames(), react(), precompress(), buildStamp()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      output: {
        // Issue 15, point 9: the early queries (index.html's first script) in a chunk of their own,
        // which the entry imports first, so they start before React and the rest are evaluated.
        codeSplitting: {
          groups: [{ name: (id, ctx) => (earlyModules((m) => ctx.getModuleInfo(m)).has(id) ? 'early' : null) }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': api,
      '/api': api,
      '/health': api,
    },
  },
});
