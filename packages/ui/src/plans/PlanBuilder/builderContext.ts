import { createContext, useContext } from 'react';
import type { PlanExercise } from '@spotter/domain';
import type { DayRef, PlanDraft } from './planDraft.ts';

/** Where the exercise picker puts what is picked: a new block on a day, or into a block as a superset. */
export type PickerTarget = { kind: 'day'; ref: DayRef } | { kind: 'superset'; ref: DayRef; blockIndex: number };

/** What the parts of the builder (days, blocks, entries) share with it. */
export interface BuilderApi {
  draft: PlanDraft;
  /** Changes the plan; the issues shown at `anchors` go, as the trainer is fixing them. */
  edit: (change: (draft: PlanDraft) => PlanDraft, ...anchors: string[]) => void;
  exercise: (id: string) => PlanExercise | undefined;
  exerciseName: (id: string) => string;
  /** The messages of the issues shown at an anchor (see issues.ts). */
  errorsAt: (anchor: string) => string[];
  /** Says something to screen-reader users through the builder's live region. */
  announce: (message: string) => void;
  /** Focuses the element matching `selector` once the next render is on screen. */
  focusLater: (selector: string) => void;
  openPicker: (target: PickerTarget) => void;
  /** The day whose blocks are shown as a list to reorder by dragging, or null. */
  reordering: string | null;
  setReordering: (dayId: string | null) => void;
  locale: string;
}

export const BuilderContext = createContext<BuilderApi | null>(null);

export function useBuilder(): BuilderApi {
  const api = useContext(BuilderContext);
  if (!api) throw new Error('A part of the plan builder is rendered outside PlanBuilder.');
  return api;
}

/** The dotted path of a day (the anchor its card carries). */
export const dayPath = (ref: DayRef) => `weeks.${ref.week}.days.${ref.day}`;

/** CSS selector of the element carrying an anchor. */
export const fieldSelector = (anchor: string) => `[data-field="${anchor}"]`;
