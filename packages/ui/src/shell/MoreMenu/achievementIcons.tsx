import { PathsIcon } from '../icons.tsx';

/** Small 24×24 stroke icons for achievement badges, keyed by the achievement's `icon` name. */
const achievementPaths: Record<string, string[]> = {
  spark: [
    'M12 3v4',
    'M12 17v4',
    'M3 12h4',
    'M17 12h4',
    'M6 6l2.5 2.5',
    'M15.5 15.5 18 18',
    'M18 6l-2.5 2.5',
    'M8.5 15.5 6 18',
  ],
  medal: ['M8 3l2.5 6', 'M16 3l-2.5 6', 'M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z', 'M12 12.5v4'],
  trophy: [
    'M8 4h8v5a4 4 0 0 1-8 0Z',
    'M8 6H5a3 3 0 0 0 3 4',
    'M16 6h3a3 3 0 0 1-3 4',
    'M12 13v4',
    'M8 20h8',
    'M10 17h4v3h-4z',
  ],
  crown: ['M3 8l4 4 5-7 5 7 4-4-2 11H5Z', 'M5 19h14'],
  flame: [
    'M12 21c4 0 7-2.7 7-6.5 0-4-3.5-6.5-4.5-10.5-2 2-3 4-3 6-1-1-2-2-2.5-3.5C7 9 5 11.5 5 14.5 5 18.3 8 21 12 21Z',
  ],
  fire: [
    'M12 21c4 0 7-2.7 7-6.5 0-4-3.5-6.5-4.5-10.5-2 2-3 4-3 6-1-1-2-2-2.5-3.5C7 9 5 11.5 5 14.5 5 18.3 8 21 12 21Z',
    'M12 21c-1.7 0-3-1.2-3-2.8 0-1.8 1.5-2.7 3-4.7 1.5 2 3 2.9 3 4.7 0 1.6-1.3 2.8-3 2.8Z',
  ],
  sunrise: [
    'M4 18h16',
    'M7 18a5 5 0 0 1 10 0',
    'M12 4v5',
    'M9.5 6.5 12 4l2.5 2.5',
    'M4.5 12.5 6 14',
    'M19.5 12.5 18 14',
    'M2 21h20',
  ],
  shoe: ['M3 17V8l4 1 2 3 5 1.5c4 1.2 7 2 7 4.5V18H3Z', 'M3 15h18', 'M9 12l-1 2', 'M12 12.8l-1 2'],
  heart: ['M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20Z'],
};

export function AchievementIcon({ name, size }: { name: string; size?: number }) {
  return <PathsIcon paths={achievementPaths[name] ?? achievementPaths.medal!} size={size} />;
}
