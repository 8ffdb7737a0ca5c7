import type { PlanBlock } from '@spotter/domain';
import { planLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/index.ts';
import { blockLetter, entryLabel } from '../format.ts';
import { useBuilder } from './builderContext.ts';
import { EntryEditor, ErrorList } from './EntryEditor.tsx';
import { ArrowDownIcon, ArrowUpIcon, MoreIcon, PlusIcon } from './icons.tsx';
import { moveItem, splitBlock, updateDay, type DayRef } from './planDraft.ts';
import * as styles from './BlockCard.css.ts';

export interface BlockCardProps {
  dayRef: DayRef;
  blockIndex: number;
  block: PlanBlock;
  /** Blocks on the day. */
  blockCount: number;
  /** Whether the day has room for another exercise (see planLimits.maxEntriesPerDay). */
  dayHasRoom: boolean;
  /** The block's dotted path, e.g. 'weeks.0.days.1.blocks.2'. */
  path: string;
}

/** The selector of a block's card, for moving the focus to it. */
export const blockSelector = (dayRef: DayRef, blockIndex: number) =>
  `[data-day="${dayRef.week}.${dayRef.day}"][data-block-index="${blockIndex}"]`;

/** A block's name as buttons and announcements say it: its exercise, or a superset's joined by '+'. */
export function useBlockName() {
  const { exerciseName } = useBuilder();
  return (block: PlanBlock) => block.entries.map((entry) => exerciseName(entry.exerciseId)).join(' + ');
}

/**
 * One block of a day: a single exercise, or a superset drawn as its exercises joined by a rail.
 * Moves up and down by button (the keyboard way; the day's reorder list drags), and from its menu
 * takes another exercise into the superset, splits it, or goes.
 */
export function BlockCard({ dayRef, blockIndex, block, blockCount, dayHasRoom, path }: BlockCardProps) {
  const { edit, announce, focusLater, openPicker, errorsAt } = useBuilder();
  const blockName = useBlockName();
  const name = blockName(block);
  const superset = block.entries.length > 1;
  const letter = blockLetter(blockIndex);
  const canGrow = dayHasRoom && block.entries.length < planLimits.maxSupersetSize;

  const move = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? blockIndex - 1 : blockIndex + 1;
    if (to < 0 || to >= blockCount) return;
    edit((draft) => updateDay(draft, dayRef, (day) => ({ ...day, blocks: moveItem(day.blocks, blockIndex, to) })));
    announce(m.plans_builder_moved({ name, position: to + 1, count: blockCount }));
    // At an end its button is disabled, so the keyboard goes to the other one.
    const atEnd = direction === 'up' ? to === 0 : to === blockCount - 1;
    const keep = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    focusLater(`[data-move="${block.id}:${keep}"]`);
  };

  const remove = () => {
    edit((draft) =>
      updateDay(draft, dayRef, (day) => ({ ...day, blocks: day.blocks.filter((_, at) => at !== blockIndex) })),
    );
    announce(m.plans_builder_removed({ name }));
    focusLater(
      blockCount > 1
        ? blockSelector(dayRef, Math.min(blockIndex, blockCount - 2))
        : `[data-add-exercise="${dayRef.week}.${dayRef.day}"]`,
    );
  };

  return (
    <div
      className={styles.block}
      data-superset={superset || undefined}
      data-day={`${dayRef.week}.${dayRef.day}`}
      data-block-index={blockIndex}
      data-field={path}
      tabIndex={-1}
      aria-label={superset ? m.plans_builder_superset({ letter }) : undefined}
      role={superset ? 'group' : undefined}
    >
      <div className={styles.toolbar}>
        {superset ? (
          <span className={styles.supersetTitle} aria-hidden="true">
            {m.plans_builder_superset({ letter })}
          </span>
        ) : (
          <span />
        )}
        <div className={styles.actions}>
          <IconButton
            size="small"
            label={m.plans_builder_move_up({ name })}
            isDisabled={blockIndex === 0}
            onPress={() => move('up')}
            data-move={`${block.id}:up`}
          >
            <ArrowUpIcon size={18} />
          </IconButton>
          <IconButton
            size="small"
            label={m.plans_builder_move_down({ name })}
            isDisabled={blockIndex === blockCount - 1}
            onPress={() => move('down')}
            data-move={`${block.id}:down`}
          >
            <ArrowDownIcon size={18} />
          </IconButton>
          <MenuTrigger>
            <IconButton size="small" label={m.plans_builder_block_actions({ name })}>
              <MoreIcon size={18} />
            </IconButton>
            <Menu placement="bottom end">
              <MenuItem
                id="superset"
                isDisabled={!canGrow}
                onAction={() => openPicker({ kind: 'superset', ref: dayRef, blockIndex })}
              >
                {m.plans_builder_add_to_superset()}
              </MenuItem>
              {superset ? (
                <MenuItem
                  id="split"
                  onAction={() => {
                    edit((draft) => updateDay(draft, dayRef, (day) => splitBlock(day, blockIndex)));
                    announce(m.plans_builder_split_done({ count: block.entries.length }));
                    focusLater(blockSelector(dayRef, blockIndex));
                  }}
                >
                  {m.plans_builder_split_superset()}
                </MenuItem>
              ) : null}
              <MenuSeparator />
              <MenuItem id="remove" tone="danger" onAction={remove}>
                {superset ? m.plans_builder_remove_superset() : m.plans_builder_remove_exercise()}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
      </div>
      <ErrorList messages={errorsAt(path)} />
      <div className={styles.entries}>
        {block.entries.map((entry, entryIndex) => (
          <EntryEditor
            key={entry.id}
            dayRef={dayRef}
            blockIndex={blockIndex}
            entryIndex={entryIndex}
            entry={entry}
            label={entryLabel(blockIndex, entryIndex, block.entries.length)}
            inSuperset={superset}
            path={`${path}.entries.${entryIndex}`}
          />
        ))}
      </div>
      {superset && canGrow ? (
        <div className={styles.supersetFoot}>
          <Button
            size="small"
            variant="ghost"
            onPress={() => openPicker({ kind: 'superset', ref: dayRef, blockIndex })}
          >
            <PlusIcon size={18} />
            {m.plans_builder_add_to_superset_named({ letter })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
