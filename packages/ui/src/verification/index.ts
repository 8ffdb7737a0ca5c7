export * from './types.ts';
export * from './PhotoPicker/index.ts';
export * from './PhotoStep/index.ts';
export * from './VerificationFlow/index.ts';
export * from './VerificationSection/index.ts';
