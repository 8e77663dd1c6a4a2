/**
 * The own backend's tables, one file per area. One schema for PGlite and PostgreSQL; migrations are generated from
 * these files by drizzle-kit (`npm run db:generate`) into `../migrations/` and applied at start.
 */
export * from './accounts';
export * from './commerce';
export * from './notifications';
export * from './content-protection';
export * from './telemetry';
