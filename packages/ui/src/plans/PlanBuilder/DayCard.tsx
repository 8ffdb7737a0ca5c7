import { lazy, Suspense, useState } from 'react';
import type { PlanDay } from '@spotter/domain';
import { planLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/index.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { formatDayTitle, formatWeekTitle } from '../format.ts';
import { BlockCard } from './BlockCard.tsx';
import { dayPath, useBuilder } from './builderContext.ts';
import { ErrorList } from './EntryEditor.tsx';
import { MoreIcon, PlusIcon } from './icons.tsx';
import { canAddToDay, copyDay, entriesOfDay, nextDayOf, updateDay, type DayRef } from './planDraft.ts';
import * as styles from './DayCard.css.ts';

export interface DayCardProps {
  dayRef: DayRef;
  day: PlanDay;
}

// Dragging (react-aria's drag and drop) loads only when a trainer opens a day's reorder list.
const BlockOrderList = lazy(() =>
  import('./BlockOrderList.tsx').then((module) => ({ default: module.BlockOrderList })),
);

/** The place of a day in words: 'Week 2, Day 3'. */
export const dayPlace = (ref: DayRef) =>
  m.plans_builder_day_place({ week: formatWeekTitle(ref.week), day: formatDayTitle(ref.day) });

/**
 * One day of a week: its name, whether it is a rest day, its blocks and the button that adds an
 * exercise; from its menu it is copied to the next day or any other.
 */
export function DayCard({ dayRef, day }: DayCardProps) {
  const { draft, edit, errorsAt, announce, openPicker, reordering, setReordering } = useBuilder();
  const [copying, setCopying] = useState(false);
  const path = dayPath(dayRef);
  const title = formatDayTitle(dayRef.day);
  const headingId = `${day.id}-title`;
  const next = nextDayOf(draft, dayRef);
  const isReordering = reordering === day.id && !day.rest && day.blocks.length > 1;
  const hasRoom = canAddToDay(day);
  const dayErrors = errorsAt(path);

  const copyTo = (to: DayRef) => {
    edit((current) => copyDay(current, dayRef, to), dayPath(to));
    announce(m.plans_builder_copied({ from: dayPlace(dayRef), to: dayPlace(to) }));
  };

  return (
    <section
      className={styles.day}
      aria-labelledby={headingId}
      data-rest={day.rest || undefined}
      data-field={path}
      tabIndex={-1}
    >
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {title}
          {day.name?.trim() ? <span className={styles.hidden}>: {day.name}</span> : null}
        </h3>
        <MenuTrigger>
          <IconButton size="small" label={m.plans_builder_day_actions({ day: title })}>
            <MoreIcon size={18} />
          </IconButton>
          <Menu placement="bottom end">
            <MenuItem id="next" isDisabled={!next} onAction={() => next && copyTo(next)}>
              {m.plans_builder_copy_next()}
            </MenuItem>
            <MenuItem id="choose" onAction={() => setCopying(true)}>
              {m.plans_builder_copy_to()}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
      <div className={styles.fields}>
        <TextField
          label={m.plans_builder_day_name_label()}
          placeholder={m.plans_builder_day_name_placeholder()}
          className={styles.name}
          data-field={`${path}.name`}
          value={day.name ?? ''}
          maxLength={planLimits.dayNameChars}
          isInvalid={errorsAt(`${path}.name`).length > 0}
          errorMessage={errorsAt(`${path}.name`).join(' ')}
          onChange={(name) =>
            edit((current) => updateDay(current, dayRef, (d) => ({ ...d, name: name || null })), `${path}.name`)
          }
        />
        <Switch
          label={m.plans_builder_rest_day()}
          isSelected={day.rest}
          onChange={(rest) => edit((current) => updateDay(current, dayRef, (d) => ({ ...d, rest })), path)}
        />
      </div>
      <ErrorList messages={dayErrors} />

      {day.rest ? (
        <div className={styles.restNote}>
          <p>{m.plans_builder_rest_day_body()}</p>
          {day.blocks.length > 0 ? (
            <p className={styles.muted}>{m.plans_builder_rest_day_hidden({ count: entriesOfDay(day) })}</p>
          ) : null}
        </div>
      ) : (
        <>
          {day.blocks.length > 1 ? (
            <div className={styles.reorderBar}>
              <Button
                size="small"
                variant="ghost"
                aria-pressed={isReordering}
                onPress={() => setReordering(isReordering ? null : day.id)}
              >
                {isReordering ? m.plans_builder_reorder_done() : m.plans_builder_reorder()}
              </Button>
            </div>
          ) : null}
          {isReordering ? (
            <Suspense fallback={<p className={styles.muted}>{m.common_loading()}</p>}>
              <BlockOrderList dayRef={dayRef} day={day} dayTitle={title} />
            </Suspense>
          ) : day.blocks.length === 0 ? (
            <p className={styles.empty}>{m.plans_builder_day_empty()}</p>
          ) : (
            <div className={styles.blocks}>
              {day.blocks.map((block, blockIndex) => (
                <BlockCard
                  key={block.id}
                  dayRef={dayRef}
                  blockIndex={blockIndex}
                  block={block}
                  blockCount={day.blocks.length}
                  dayHasRoom={hasRoom}
                  path={`${path}.blocks.${blockIndex}`}
                />
              ))}
            </div>
          )}
          <div className={styles.footer}>
            <Button
              variant="secondary"
              size="small"
              isDisabled={!hasRoom}
              onPress={() => openPicker({ kind: 'day', ref: dayRef })}
              data-add-exercise={`${dayRef.week}.${dayRef.day}`}
              aria-label={m.plans_builder_add_exercise_to({ day: title })}
            >
              <PlusIcon size={18} />
              {m.plans_builder_add_exercise()}
            </Button>
            {!hasRoom ? (
              <span className={styles.muted}>
                {m.plans_error_too_many_entries({ max: planLimits.maxEntriesPerDay })}
              </span>
            ) : null}
          </div>
        </>
      )}
      <CopyDayDialog isOpen={copying} onOpenChange={setCopying} from={dayRef} onCopy={copyTo} />
    </section>
  );
}

interface CopyDayDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  from: DayRef;
  onCopy: (to: DayRef) => void;
}

/** Chooses the week and day a day is copied to; the target's own exercises are replaced. */
function CopyDayDialog({ isOpen, onOpenChange, ...props }: CopyDayDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="small">
      <CopyDayContent {...props} />
    </Modal>
  );
}

/** Inside the modal, so each opening starts at the next day. */
function CopyDayContent({ from, onCopy }: Pick<CopyDayDialogProps, 'from' | 'onCopy'>) {
  const { draft } = useBuilder();
  const first = nextDayOf(draft, from) ?? { week: 0, day: 0 };
  const [week, setWeek] = useState(String(first.week));
  const [day, setDay] = useState(String(first.day));
  const days = draft.weeks[Number(week)]?.days.length ?? 1;
  const target = { week: Number(week), day: Math.min(Number(day), days - 1) };
  const same = target.week === from.week && target.day === from.day;
  return (
    <Dialog
      title={m.plans_builder_copy_title({ day: dayPlace(from) })}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {m.common_cancel()}
          </Button>
          <Button
            isDisabled={same}
            onPress={() => {
              onCopy(target);
              close();
            }}
          >
            {m.plans_builder_copy_confirm()}
          </Button>
        </>
      )}
    >
      <div className={styles.copyFields}>
        <NativeSelect
          label={m.plans_builder_copy_week()}
          isRequired
          items={draft.weeks.map((_, index) => ({ id: String(index), label: formatWeekTitle(index) }))}
          value={week}
          onChange={(value) => setWeek(value ?? '0')}
        />
        <NativeSelect
          label={m.plans_builder_copy_day()}
          isRequired
          items={Array.from({ length: days }, (_, index) => ({
            id: String(index),
            label: formatDayTitle(index, draft.weeks[Number(week)]?.days[index]?.name),
            isDisabled: Number(week) === from.week && index === from.day,
          }))}
          value={String(target.day)}
          onChange={(value) => setDay(value ?? '0')}
        />
        <p className={styles.muted}>{m.plans_builder_copy_replaces()}</p>
      </div>
    </Dialog>
  );
}
