import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // A PGlite instance costs ~700 MB and seconds to create: two worker processes at most keep
    // memory bounded on 2-core machines; each file reuses one migrated database (test/helpers).
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of importing the app afresh each: that was
    // more than half the run. Each file still gets its own database and app (test/helpers).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
