export * from './PhotoStep.tsx';
