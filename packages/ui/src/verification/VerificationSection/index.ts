export * from './VerificationSection.tsx';
