export * from './locale.ts';
export * from './shell.ts';
export * from './tab.ts';
