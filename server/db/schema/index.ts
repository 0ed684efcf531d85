export * from './coins';
export * from './economy';
export * from './limits';
export * from './system';
export * from './users';
export * from './catalog';
export * from './reading';
export * from './transfers';
