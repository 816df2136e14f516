export * from './auth';
export * from './feedback';
