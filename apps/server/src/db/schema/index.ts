// The one Drizzle schema; drizzle-kit reads this file to generate migrations.
export * from './users.ts';
export * from './catalog.ts';
export * from './progress.ts';
export * from './learning.ts';
export * from './evaluation.ts';
export * from './mail.ts';
export * from './scheduling.ts';
export * from './payments.ts';
export * from './reports.ts';
export * from './tests.ts';
export * from './tutor.ts';
export * from './family.ts';
export * from './scheduled-runs.ts';
export * from './availability.ts';
export * from './billing.ts';
export * from './item-stats.ts';
export * from './refunds.ts';
