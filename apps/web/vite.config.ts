import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { prerender } from './src/prerender/prerender-plugin.ts';
import { shellChunk } from './src/prerender/shell-chunk.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const shell = shellChunk('shell');

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so it can split route files first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    }),
    react(),
    tailwindcss(),
    shell.plugin,
    prerender({
      entry: 'src/prerender/entry-server.tsx',
      // Latin only: the pages' text, and the one of Inter's subsets the browser would fetch.
      preloadFonts: /^inter-latin-wght-normal-[\w-]+\.woff2$/,
      // The two KaTeX faces nearly every formula uses (src/components/math/math-fonts.ts).
      preloadMathFonts: /^KaTeX_(?:Main-Regular|Math-Italic)-[\w-]+\.woff2$/,
    }),
  ],
  define: {
    // The footer's year in prerendered pages (src/lib/current-year.ts).
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The academy's contact, from the ACADEMY_* settings the server reads too (src/lib/academy.ts).
    __ACADEMY_CONTACT_SETTINGS__: JSON.stringify({
      ACADEMY_CONTACT_EMAIL: process.env.ACADEMY_CONTACT_EMAIL,
      ACADEMY_PHONE: process.env.ACADEMY_PHONE,
      ACADEMY_ADDRESS: process.env.ACADEMY_ADDRESS,
    }),
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before it can draw: one cached file instead of a dozen small
            // ones fetched in turn (each costs a round trip on a phone). KaTeX stays out.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|react-redux|@reduxjs|redux|immer|reselect|use-sync-external-store)[\\/]/,
            },
            // Each page draws a few icons, and tree-shaken one by one each shared icon was a
            // file of its own: all the icons the app uses are 6 KB gzip, one request.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            shell.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
