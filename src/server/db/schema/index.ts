export * from './auth';
export * from './feedback';
export * from './mail';
export * from './storage';
