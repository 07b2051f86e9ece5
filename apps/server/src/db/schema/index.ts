// The one Drizzle schema; drizzle-kit reads this file to generate migrations.
export * from './users.ts';
export * from './catalog.ts';
export * from './mail.ts';
