import type { ClientSection, TrainerSection } from '@spotter/domain';
import type { SectionSnapshot } from '@spotter/ui/profile/ProfileSection/index.ts';
import { getJson, sendChecked } from '../api.ts';
import type { ContractName } from '../contracts.ts';

/** The contract each section's payload is checked with before it is sent (the endpoint's own). */
const trainerContracts = {
  'basic-info': 'trainerBasicInfo',
  languages: 'trainerLanguages',
  availability: 'trainerAvailability',
  specialties: 'trainerSpecialties',
  location: 'trainerLocation',
} as const satisfies Record<TrainerSection, ContractName>;

const clientContracts = {
  'basic-info': 'clientBasicInfo',
  goals: 'clientGoals',
  health: 'clientHealth',
  location: 'clientLocation',
} as const satisfies Record<ClientSection, ContractName>;

/** The two roles with a profile editor. */
export type EditorRole = 'trainer' | 'client';

/** The save and reload calls of one editor section: PUT and GET /api/users/{role}/profile/{section}. */
export function sectionCalls<T extends object>(role: EditorRole, section: TrainerSection | ClientSection) {
  const path = `/api/users/${role}/profile/${section}`;
  const contract: ContractName =
    role === 'trainer' ? trainerContracts[section as TrainerSection] : clientContracts[section as ClientSection];
  return {
    save: (values: T, version: number) =>
      // The payload is the section's values and the version they were read at.
      sendChecked<SectionSnapshot<T>, ContractName>('PUT', path, contract, { ...values, version } as never),
    reload: () => getJson<SectionSnapshot<T>>(path),
  };
}

/** Where a section's unsaved values are kept on this device, per account and section. */
export const draftKey = (userId: string, role: EditorRole, section: string) =>
  `spotter.draft.${userId}.${role}.${section}`;
