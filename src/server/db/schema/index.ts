export * from './auth';
export * from './feedback';
export * from './mail';
export * from './storage';
export * from './settings';
export * from './datasets';
export * from './audit';
export * from './pinned-insights';
