export * from './locale.ts';
export * from './shell.ts';
