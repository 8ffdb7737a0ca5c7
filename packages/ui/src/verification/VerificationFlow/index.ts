export * from './VerificationFlow.tsx';
