export * from './coins';
export * from './system';
export * from './users';
