import type { ReactNode } from 'react';
import { Icon, type IconProps } from './Icon.tsx';

/**
 * A named icon: the base Icon drawing these shapes on its 24×24 grid. Marked free of side effects
 * so a bundle keeps only the icons it uses.
 */
/* @__NO_SIDE_EFFECTS__ */
function namedIcon(name: string, shapes: ReactNode) {
  function NamedIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  }
  NamedIcon.displayName = name;
  return NamedIcon;
}

/** An ×: closes a dialog, a drawer or a message. */
export const CloseIcon = namedIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

/** Opens a list below (select, combo box, language picker). */
export const ChevronDownIcon = namedIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

/** Back, earlier, previous month. */
export const ChevronLeftIcon = namedIcon('ChevronLeftIcon', <path d="m15 6-6 6 6 6" />);

/** Forward, later, next month, into a sub-page. */
export const ChevronRightIcon = namedIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);

/** Opens a menu that may appear above or below. */
export const ChevronUpDownIcon = namedIcon(
  'ChevronUpDownIcon',
  <>
    <path d="m7 9 5-5 5 5" />
    <path d="m7 15 5 5 5-5" />
  </>,
);

/** Marks the chosen option of a list. */
export const CheckIcon = namedIcon('CheckIcon', <path d="M5 12.5 10 17 19 7" />);

export const CalendarIcon = namedIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

/** An arrow up out of a tray: send a file. */
export const UploadIcon = namedIcon('UploadIcon', <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />);

/** A framed picture: a photo or an image to add. */
export const ImageIcon = namedIcon(
  'ImageIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-4.5-4.5L7 20" />
  </>,
);

/** A head and shoulders: a person without a photo. */
export const PersonIcon = namedIcon(
  'PersonIcon',
  <>
    <path d="M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

/** The language globe. */
export const GlobeIcon = namedIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
  </>,
);

/** A tick in a circle: the success tone. */
export const CircleCheckIcon = namedIcon(
  'CircleCheckIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </>,
);

/** An exclamation mark in a circle: the error tone (draw it with round caps so the dot shows). */
export const CircleAlertIcon = namedIcon(
  'CircleAlertIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.5" />
  </>,
);

/** An "i" in a circle: the info tone (draw it with round caps so the dot shows). */
export const CircleInfoIcon = namedIcon(
  'CircleInfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);

/** An exclamation mark in a triangle: the warning tone. */
export const TriangleAlertIcon = namedIcon(
  'TriangleAlertIcon',
  <>
    <path d="M12 3 2 20h20L12 3Z" />
    <path d="M12 10v4M12 17v.5" />
  </>,
);

/** A five-point star (filled with `fill="currentColor"` when on). */
export const StarIcon = namedIcon(
  'StarIcon',
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />,
);

/** A hooked arrow back: undo. */
export const UndoIcon = namedIcon(
  'UndoIcon',
  <>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </>,
);

/** A bin: remove. */
export const TrashIcon = namedIcon('TrashIcon', <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);

/** A film camera: a video. */
export const VideoIcon = namedIcon(
  'VideoIcon',
  <>
    <rect x="3" y="5" width="13" height="14" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </>,
);

/** A panel with a side column and an arrow out of it: widen the sidebar. */
export const SidebarExpandIcon = namedIcon(
  'SidebarExpandIcon',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="M9 4v16" />
    <path d="M13.5 10l2 2-2 2" />
  </>,
);

/** A panel with a side column and an arrow into it: narrow the sidebar. */
export const SidebarCollapseIcon = namedIcon(
  'SidebarCollapseIcon',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="M9 4v16" />
    <path d="M15.5 10l-2 2 2 2" />
  </>,
);

/** A panel with a side column and lines: open the navigation drawer. */
export const SidebarMenuIcon = namedIcon(
  'SidebarMenuIcon',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="M9 4v16" />
    <path d="M13 9h4" />
    <path d="M13 12h4" />
    <path d="M13 15h4" />
  </>,
);
