/**
 * The shell contract: what the dashboard frame of every signed-in page shows of its person (the
 * profile card, level and achievements of SPEC §2), as the shell island receives it.
 */
import type { ExperienceLevel, Gender, Role } from '../options.ts';

export interface ShellProfile {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  imageUrl: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  /** Clients only. */
  heightCm: number | null;
  weightKg: number | null;
  experienceLevel: ExperienceLevel | null;
  memberSince: string;
  level: number | null;
  levelProgress: number | null;
  xp: number | null;
  /** Trainers: the year they started coaching. */
  trainerSince: number | null;
}

/** The profile of an account that has filled nothing in yet: only what the account itself knows. */
export function blankShellProfile(account: Pick<ShellProfile, 'role' | 'email' | 'memberSince'>): ShellProfile {
  return {
    ...account,
    firstName: '',
    lastName: '',
    imageUrl: null,
    dateOfBirth: null,
    gender: null,
    heightCm: null,
    weightKg: null,
    experienceLevel: null,
    level: null,
    levelProgress: null,
    xp: null,
    trainerSince: null,
  };
}

export interface ShellAchievement {
  id: string;
  icon: string;
  xp: number;
  unlocked: boolean;
}
