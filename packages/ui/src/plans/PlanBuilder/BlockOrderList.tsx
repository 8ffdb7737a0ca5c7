import { Button, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { PlanDay } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { entryLabel, formatEntryTargets } from '../format.ts';
import { useBlockName } from './BlockCard.tsx';
import { useBuilder } from './builderContext.ts';
import { GripIcon } from './icons.tsx';
import { moveItem, updateDay, type DayRef } from './planDraft.ts';
import * as styles from './BlockOrderList.css.ts';

export interface BlockOrderListProps {
  dayRef: DayRef;
  day: PlanDay;
  /** The day's title, naming the list. */
  dayTitle: string;
}

/**
 * A day's blocks as a short list to put in order by dragging: with a pointer by the handle, with
 * the keyboard by the handle too (Enter picks the block up, the arrow keys choose where, Enter drops).
 */
export function BlockOrderList({ dayRef, day, dayTitle }: BlockOrderListProps) {
  const { edit, announce, locale } = useBuilder();
  const blockName = useBlockName();
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => {
        const block = day.blocks.find((item) => item.id === key);
        return { 'text/plain': block ? blockName(block) : String(key) };
      }),
    onReorder: (event) => {
      const from = day.blocks.findIndex((block) => event.keys.has(block.id));
      const target = day.blocks.findIndex((block) => block.id === event.target.key);
      const block = day.blocks[from];
      if (from < 0 || target < 0 || !block) return;
      let to = event.target.dropPosition === 'after' ? target + 1 : target;
      if (from < to) to -= 1;
      if (to === from) return;
      edit((draft) =>
        updateDay(draft, dayRef, (current) => ({ ...current, blocks: moveItem(current.blocks, from, to) })),
      );
      announce(m.plans_builder_moved({ name: blockName(block), position: to + 1, count: day.blocks.length }));
    },
  });

  return (
    <GridList
      aria-label={m.plans_builder_reorder_list({ day: dayTitle })}
      items={day.blocks}
      dragAndDropHooks={dragAndDropHooks}
      className={styles.list}
    >
      {(block) => {
        const index = day.blocks.indexOf(block);
        const name = blockName(block);
        return (
          <GridListItem id={block.id} textValue={name} className={styles.item}>
            <Button slot="drag" className={styles.handle} aria-label={m.plans_builder_drag({ name })}>
              <GripIcon size={20} />
            </Button>
            <span className={styles.letter} aria-hidden="true">
              {block.entries.map((_, at) => entryLabel(index, at, block.entries.length)).join('/')}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{name}</span>
              <span className={styles.targets}>
                {block.entries.map((entry) => formatEntryTargets(entry, locale)).join(' · ')}
              </span>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
