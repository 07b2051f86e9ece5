// The one Drizzle schema; drizzle-kit reads this file to generate migrations.
export * from './users.ts';
export * from './catalog.ts';
export * from './progress.ts';
export * from './evaluation.ts';
export * from './mail.ts';
export * from './scheduling.ts';
export * from './payments.ts';
