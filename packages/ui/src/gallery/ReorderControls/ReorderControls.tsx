import { m } from '@spotter/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/index.ts';
import { IconButton } from '../../primitives/Button/index.ts';
import type { MoveDirection } from '../images.ts';

export interface ReorderControlsProps {
  /** The image's place in the whole gallery, from 1, for the buttons' names. */
  position: number;
  /** First or last of its view: that way it cannot move. */
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: MoveDirection) => void;
}

const directions = {
  earlier: { label: m.gallery_move_earlier, Arrow: ChevronLeftIcon },
  later: { label: m.gallery_move_later, Arrow: ChevronRightIcon },
} as const;

/** The keyboard way to reorder: move the image one place earlier or later (drag does the same). */
export function ReorderControls({ position, isFirst, isLast, onMove }: ReorderControlsProps) {
  return (['earlier', 'later'] as const).map((direction) => {
    const { label, Arrow } = directions[direction];
    return (
      <IconButton
        key={direction}
        size="small"
        label={label({ position })}
        isDisabled={direction === 'earlier' ? isFirst : isLast}
        onPress={() => onMove(direction)}
        data-move={direction}
      >
        <Arrow size={20} strokeLinecap="round" strokeLinejoin="round" />
      </IconButton>
    );
  });
}
