import type { NavIcon } from '@spotter/domain';
import { Icon as BaseIcon, type IconProps } from '../icons/index.ts';

/** 24×24 stroke icons (Lucide-style geometry), drawn with currentColor. */
const paths: Record<NavIcon, string[]> = {
  home: ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h14V9.5', 'M10 21v-6h4v6'],
  coach: ['M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z', 'M4 21a8 8 0 0 1 16 0', 'M17 4l2 2 3-3'],
  calendar: ['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  dumbbell: ['M6 7v10', 'M18 7v10', 'M3 10v4', 'M21 10v4', 'M6 12h12'],
  chart: ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M22 20H2'],
  apple: ['M12 7c-2-2-7-1.5-7 4 0 4 3 9 5 9 1 0 1.5-.5 2-.5s1 .5 2 .5c2 0 5-5 5-9 0-5.5-5-6-7-4Z', 'M12 7c0-2 1-4 3-4'],
  book: ['M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4z', 'M20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z'],
  heart: ['M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20Z'],
  support: [
    'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Z',
    'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14',
    'M12 17h.01',
  ],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
    'M2 21a7 7 0 0 1 14 0',
    'M16 3.5a4 4 0 0 1 0 7.5',
    'M18 14a7 7 0 0 1 4 7',
  ],
  userPlus: ['M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z', 'M3 21a7 7 0 0 1 14 0', 'M19 8v6', 'M16 11h6'],
  clipboard: ['M8 4h8v3H8z', 'M6 5H5v16h14V5h-1', 'M9 12h6', 'M9 16h4'],
  utensils: ['M7 3v8a2 2 0 0 0 4 0V3', 'M9 11v10', 'M17 3c-2 1-3 3-3 6v3h3v9'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-2 0-3 2 0 3 0a4 4 0 0 0 4-4c0-5-4-9-9-9Z',
    'M7.5 11h.01',
    'M10 7h.01',
    'M15 7.5h.01',
  ],
  tag: ['M3 12V4h8l10 10-8 8Z', 'M7.5 7.5h.01'],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  settings: [
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
    'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 0 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.6 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 0 1 0-4h.1a1.7 1.7 0 0 0 1.6-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 0 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 0 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
  ],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6Z', 'M9 12l2 2 4-4'],
  inbox: ['M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1 3h6l1-3h5'],
  trainer: ['M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z', 'M4 21a8 8 0 0 1 16 0', 'M9 16h6'],
  client: ['M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z', 'M4 21a8 8 0 0 1 16 0'],
  logout: ['M9 21H5V3h4', 'M16 17l5-5-5-5', 'M21 12H9'],
  message: ['M4 5h16v11H9l-5 4z'],
  edit: ['M4 20h4L19 9l-4-4L4 16z', 'M14 6l4 4'],
  more: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
};

/** Draws path shapes as a shell icon: a thinner line (1.8) with round ends and joins. */
export function PathsIcon({ paths, size = 22, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <BaseIcon size={size} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" {...props}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </BaseIcon>
  );
}

/** The icon of a navigation destination or a profile action, by name. */
export function Icon({ name, size, className }: { name: NavIcon; size?: number; className?: string }) {
  return <PathsIcon paths={paths[name]} size={size} className={className} />;
}
