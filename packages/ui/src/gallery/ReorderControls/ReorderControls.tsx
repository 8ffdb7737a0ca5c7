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

/** The keyboard way to reorder: move the image one place earlier or later (drag does the same). */
export function ReorderControls({ position, isFirst, isLast, onMove }: ReorderControlsProps) {
  return (
    <>
      <IconButton
        size="small"
        label={m.gallery_move_earlier({ position })}
        isDisabled={isFirst}
        onPress={() => onMove('earlier')}
        data-move="earlier"
      >
        <ChevronLeftIcon size={20} strokeLinecap="round" strokeLinejoin="round" />
      </IconButton>
      <IconButton
        size="small"
        label={m.gallery_move_later({ position })}
        isDisabled={isLast}
        onPress={() => onMove('later')}
        data-move="later"
      >
        <ChevronRightIcon size={20} strokeLinecap="round" strokeLinejoin="round" />
      </IconButton>
    </>
  );
}
