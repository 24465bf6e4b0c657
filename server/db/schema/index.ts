// One schema for both drivers (PGlite and PostgreSQL); drizzle-kit reads this file.
export * from './auth';
export * from './idempotency';
export * from './wallet';
export * from './challenges';
export * from './payout';
export * from './picks';
export * from './contests';
export * from './teams';
export * from './throttles';
export * from './host';
export * from './store';
export * from './onboarding';
export * from './accounts';
export * from './live';
