import { limits } from './limits.ts';

export const levelBands = ['starter', 'rising', 'strong', 'elite', 'legend'] as const;
export type LevelBand = (typeof levelBands)[number];

/** Colour band of the level ring: changes at ≤5, ≤10, ≤20, ≤50 and above (SPEC §9). */
export function levelBand(level: number | null | undefined): LevelBand {
  const value = normaliseLevel(level);
  if (value <= 5) return 'starter';
  if (value <= 10) return 'rising';
  if (value <= 20) return 'strong';
  if (value <= 50) return 'elite';
  return 'legend';
}

export function normaliseLevel(level: number | null | undefined): number {
  return typeof level === 'number' && Number.isFinite(level) && level >= 1 ? Math.floor(level) : limits.defaultLevel;
}

export function normaliseLevelProgress(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return limits.defaultLevelProgress;
  return Math.min(100, Math.max(0, progress));
}
