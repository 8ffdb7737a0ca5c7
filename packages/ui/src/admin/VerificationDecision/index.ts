export { VerificationDecision, decisionKinds } from './VerificationDecision.tsx';
export type { DecisionChoice, DecisionKind, VerificationDecisionProps } from './VerificationDecision.tsx';
