export { ProfileSection } from './ProfileSection.tsx';
export type { ProfileSectionProps, SectionSaveFailure, SectionSnapshot } from './ProfileSection.tsx';
export { readDraft, writeDraft, removeDraft, sameValues } from './drafts.ts';
export type { SectionDraft } from './drafts.ts';
