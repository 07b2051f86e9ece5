import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // A PGlite instance costs ~700 MB and seconds to create: one worker process at a time keeps
    // memory bounded on 2-core machines; each file reuses one migrated database (test/helpers).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
