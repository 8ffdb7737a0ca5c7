import type { Muscle } from '@spotter/domain';

/*
 * The muscle figure's drawing: a body 100 wide and 220 high per view. Every shape is the left half
 * as the viewer sees it (x ≤ 50) and is drawn again mirrored about x = 50.
 */

export const figureSize = { width: 100, height: 220, gap: 10 } as const;

export const head = { cx: 50, cy: 14, rx: 8.5, ry: 10.5 } as const;

/** Neck, arm, torso and leg outline, down the outside and back up the inside to the crotch. */
export const silhouette =
  'M50,27 L45,27 L44,34 C37,35 28,36 24,40 C19,44 16,50 16,58 L14,72 L12,86 L10,104 L8,121 C6,126 6,133 9,135 C12,136 14,131 14,125 L17,106 L20,88 L23,72 L25,64 L27,76 L29,90 C29,97 28,102 27,108 L26,128 L28,150 L30,162 L29,176 L31,198 L29,208 C29,211 31,212 34,212 L41,212 L41,199 L42,178 L44,162 L46,142 L48,124 L50,118 Z';

const deltoid = 'M24,41 C19,45 17,51 17,58 L18,62 C21,58 25,53 28,47 C28,44 26,42 24,41 Z';
const forearm = 'M15,89 C17,87 20,87 21,90 L17,116 C15,119 12,119 10,117 L12,100 Z';

export const frontMuscles: Partial<Record<Muscle, string>> = {
  shoulders: deltoid,
  chest: 'M30,44 C36,41 43,41 49,42 L49,58 C43,61 36,61 30,57 C28,53 28,48 30,44 Z',
  biceps: 'M18,65 C20,61 24,61 25,65 L23,82 C21,85 18,85 16,83 L17,72 Z',
  forearms: forearm,
  abs: 'M42,62 L49,62 L49,101 C46,103 44,102 43,100 L42,82 Z',
  obliques: 'M28,64 C32,63 36,63 40,64 L41,98 C37,99 33,98 30,94 L29,84 Z',
  hip_flexors: 'M32,102 C37,102 41,104 46,110 L48,118 C43,118 38,115 35,111 Z',
  quadriceps: 'M31,112 C35,111 39,114 43,120 C45,130 45,143 43,156 C40,160 35,160 32,156 C30,142 29,125 31,112 Z',
  adductors: 'M46,121 L49,121 C48,131 46,141 45,148 C44,138 44,128 46,121 Z',
  abductors: 'M27.5,108 C30,109 30.5,112 30,117 C29.5,125 29.5,133 29.5,141 C27.5,134 26.5,122 27.5,108 Z',
  calves: 'M31,167 C34,164 37,165 38,169 L37,194 L33,196 C31,187 30,177 31,167 Z',
};

export const backMuscles: Partial<Record<Muscle, string>> = {
  traps: 'M45,28 L50,28 L50,64 C46,57 39,48 28,41 C35,37 42,35 45,28 Z',
  shoulders: deltoid,
  triceps: 'M17,64 C20,60 24,61 25,65 L23,82 C21,85 18,85 16,83 Z',
  forearms: forearm,
  upper_back: 'M30,45 C37,49 42,54 45,60 L43,66 C38,64 33,62 28,61 C27,55 28,49 30,45 Z',
  lats: 'M28,64 C33,65 38,67 43,70 L44,82 C40,88 35,92 31,94 L30,84 Z',
  lower_back: 'M46,70 L49,70 L49,102 L44,102 C44,92 45,80 46,70 Z',
  abductors: 'M29,97 C32,96 36,98 41,102 C36,103 32,105 28,108 C28,104 28,100 29,97 Z',
  glutes: 'M29,110 C35,104 43,103 49,106 L49,124 C44,128 36,128 31,125 C29,120 28,114 29,110 Z',
  hamstrings: 'M31,129 C35,131 39,131 43,130 C44,140 43,150 42,157 C38,160 34,160 32,157 C30,148 29,138 31,129 Z',
  adductors: 'M45,129 L48,127 C48,136 46,146 44,152 C44,144 44,136 45,129 Z',
  calves: 'M31,166 C34,163 40,163 42,167 C43,175 41,185 38,193 L35,193 C32,185 30,175 31,166 Z',
};

/** The lines that split the abs into their rows (drawn over the abs, in the gap colour). */
export const absRows = 'M42,72 L49,72 M42,81 L49,81 M42,90 L49,90';
