export * from './theme/index.ts';
export * from './primitives/Button/index.ts';
export * from './primitives/TextField/index.ts';
