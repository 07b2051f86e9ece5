import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom per worker instead of one per file: a fresh one cost 1–2 s a file, most of the
    // run. Tests keep no state between files: setup.ts unmounts and clears localStorage.
    isolate: false,
    // Vitest leaves a core free by default, one worker on two cores; a file's tests wait on
    // timers and user events often enough that a second worker fills the gaps (56 s to 40).
    maxWorkers: 2,
  },
});
