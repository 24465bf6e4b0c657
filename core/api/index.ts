export * from './route';
export * from './auth';
export * from './challenges';
export * from './utility';
export * from './wallet';
