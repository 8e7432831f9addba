import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { resolveSiteConfig } from './src/content/site-env';

// The site configuration (DECISIONS D1) is fixed at build time for the pages and the bundle;
// the server checks at start that its own SITE_* settings match (src/server/start.ts).
export const siteConfig = resolveSiteConfig(process.env);

/**
 * The islands' runtime (issue 45): their own bundles (scripts/build.ts) resolve React to Preact, so
 * the first touch of an island loads and starts a tenth of the code. The back office and the pages
 * hydrated whole keep React; the dev server runs React everywhere.
 */
export const islandsRuntimeAliases = [
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/web/islands/preact-react.js', import.meta.url)),
  },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  build: {
    target: 'es2022',
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    // Every browser the site targets preloads modules itself (Safari from 17); an older one only
    // loses the head start, so the polyfill's bytes leave the first paint (issue 22).
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The site's own modules outside the server have no side effects of their own to keep: one
      // nothing is imported from is left out, as a package marked side-effect free is. So a
      // feature's door (its index.ts) offers its pages' loaders beside its components, and a route
      // table taking a loader takes nothing else of the feature (issue 57). A stylesheet is kept.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/](web|shared|domain|content)[\\/]/.test(id) || id.endsWith('.css'),
      },
      // zod's sources carry comments beside `@__PURE__` annotations that Rollup cannot place and
      // drops, warning each build: nothing to act on (issue 30). Any other warning still prints.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? ''))
          return;
        // The admin feature's door is imported at once by the back office's page list (its pages'
        // loaders) and its pages, and loaded by back-office.tsx's `prepare` so that the gate's code
        // runs in a task before the page's (issue 45): the warning says it stays in its chunk, as meant.
        if (
          warning.plugin === 'vite:reporter' &&
          /features[\\/]admin[\\/]index\.ts is dynamically imported by .*back-office\.tsx/.test(
            warning.message,
          )
        )
          return;
        warn(warning);
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the front end with hot reload; the API runs beside it on 3001.
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
