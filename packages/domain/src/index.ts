export * from './options.ts';
export * from './rules/limits.ts';
export * from './rules/format.ts';
export * from './rules/level.ts';
export * from './schemas/auth.ts';
export * from './schemas/errors.ts';
export * from './navigation.ts';
export * from './schemas/branding.ts';
