export { LevelRing, levelRingSizes } from './LevelRing.tsx';
export type { LevelRingProps, LevelRingSize } from './LevelRing.tsx';
