export * from './coins';
export * from './system';
export * from './users';
export * from './catalog';
export * from './reading';
