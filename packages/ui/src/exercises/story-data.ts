import type { ExerciseDetail, ExerciseFilters, ExercisePage, ExerciseSummary, ExerciseVideo } from '@spotter/domain';

/* Demo exercises, pages and videos for the exercise stories and tests. */

type Prop = 'barbell' | 'kettlebell' | 'dumbbell' | 'mat' | 'box';

/** The prop each demo image draws, on a floor, in the picture's colours (viewBox 160 × 120). */
const props: Record<Prop, (ink: string) => string> = {
  barbell: (ink) =>
    `<rect x="22" y="58" width="116" height="5" rx="2" fill="${ink}"/><rect x="30" y="40" width="10" height="40" rx="3" fill="${ink}"/><rect x="42" y="46" width="7" height="28" rx="2" fill="${ink}"/><rect x="120" y="40" width="10" height="40" rx="3" fill="${ink}"/><rect x="111" y="46" width="7" height="28" rx="2" fill="${ink}"/>`,
  kettlebell: (ink) =>
    `<path d="M66 50a14 14 0 0 1 28 0" fill="none" stroke="${ink}" stroke-width="7"/><circle cx="80" cy="72" r="20" fill="${ink}"/>`,
  dumbbell: (ink) =>
    `<rect x="46" y="57" width="68" height="6" rx="3" fill="${ink}"/><rect x="40" y="44" width="12" height="32" rx="4" fill="${ink}"/><rect x="108" y="44" width="12" height="32" rx="4" fill="${ink}"/>`,
  mat: (ink) =>
    `<rect x="30" y="70" width="100" height="14" rx="7" fill="${ink}"/><circle cx="52" cy="56" r="8" fill="${ink}"/><path d="M60 62l40 4 14-10" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
  box: (ink) =>
    `<path d="M52 52h56v34H52z" fill="${ink}"/><path d="M52 52l10-10h56l-10 10z" fill="${ink}" opacity="0.7"/><path d="M108 52l10-10v34l-10 10z" fill="${ink}" opacity="0.5"/>`,
};

/** A small offline picture of a gym prop, as a data URL. */
export function demoPhoto(prop: Prop, background: string, ink: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="${background}"/><rect y="86" width="160" height="34" fill="${ink}" opacity="0.12"/>${props[prop](ink)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const id = (n: number) => `7e1f0c2a-3b4d-4e5f-8a6b-${String(n).padStart(12, '0')}`;

type SummaryInput = Omit<ExerciseSummary, 'id' | 'origin' | 'archived' | 'thumbnailUrl' | 'hasVideo'> &
  Partial<Pick<ExerciseSummary, 'origin' | 'archived' | 'thumbnailUrl' | 'hasVideo'>>;

const summary = (n: number, input: SummaryInput): ExerciseSummary => ({
  id: id(n),
  origin: 'library',
  archived: false,
  thumbnailUrl: null,
  hasVideo: false,
  ...input,
});

export const backSquat = summary(1, {
  name: 'Barbell back squat',
  category: 'strength',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['hamstrings', 'adductors', 'lower_back'],
  equipment: ['barbell'],
  level: 'intermediate',
  measure: 'reps',
  thumbnailUrl: demoPhoto('barbell', '#dbeafe', '#1e3a8a'),
  hasVideo: true,
});

export const pushUp = summary(2, {
  name: 'Push-up',
  category: 'strength',
  primaryMuscles: ['chest', 'triceps'],
  secondaryMuscles: ['shoulders', 'abs'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'reps',
});

export const romanianDeadlift = summary(3, {
  name: 'Romanian deadlift',
  category: 'strength',
  primaryMuscles: ['hamstrings', 'glutes'],
  secondaryMuscles: ['lower_back', 'forearms'],
  equipment: ['barbell'],
  level: 'intermediate',
  measure: 'reps',
  thumbnailUrl: demoPhoto('barbell', '#fef3c7', '#92400e'),
});

export const pullUp = summary(4, {
  name: 'Pull-up',
  category: 'strength',
  primaryMuscles: ['lats', 'biceps'],
  secondaryMuscles: ['upper_back', 'forearms'],
  equipment: ['pull_up_bar'],
  level: 'intermediate',
  measure: 'reps',
});

export const plank = summary(5, {
  name: 'Plank',
  category: 'strength',
  primaryMuscles: ['abs'],
  secondaryMuscles: ['obliques', 'shoulders'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'time',
  thumbnailUrl: demoPhoto('mat', '#ede9fe', '#5b21b6'),
});

export const dumbbellBenchPress = summary(6, {
  name: 'Dumbbell bench press',
  category: 'strength',
  primaryMuscles: ['chest'],
  secondaryMuscles: ['triceps', 'shoulders'],
  equipment: ['dumbbell', 'bench'],
  level: 'beginner',
  measure: 'reps',
  thumbnailUrl: demoPhoto('dumbbell', '#e0f2fe', '#075985'),
});

export const walkingLunge = summary(7, {
  name: 'Walking lunge',
  category: 'strength',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['hamstrings', 'calves'],
  equipment: ['dumbbell'],
  level: 'beginner',
  measure: 'reps',
});

/** A trainer's own exercise, with a picture and an uploaded video. */
export const kettlebellSwing = summary(8, {
  name: 'Kettlebell swing (hip hinge focus)',
  category: 'strength',
  primaryMuscles: ['glutes', 'hamstrings'],
  secondaryMuscles: ['lower_back', 'shoulders', 'forearms'],
  equipment: ['kettlebell'],
  level: 'intermediate',
  measure: 'reps',
  origin: 'own',
  thumbnailUrl: demoPhoto('kettlebell', '#dcfce7', '#166534'),
  hasVideo: true,
});

export const latPulldown = summary(9, {
  name: 'Lat pulldown',
  category: 'strength',
  primaryMuscles: ['lats'],
  secondaryMuscles: ['biceps', 'upper_back'],
  equipment: ['cable', 'machine'],
  level: 'beginner',
  measure: 'reps',
});

export const seatedCableRow = summary(10, {
  name: 'Seated cable row',
  category: 'strength',
  primaryMuscles: ['upper_back', 'lats'],
  secondaryMuscles: ['biceps'],
  equipment: ['cable'],
  level: 'beginner',
  measure: 'reps',
});

export const overheadPress = summary(11, {
  name: 'Overhead press',
  category: 'strength',
  primaryMuscles: ['shoulders'],
  secondaryMuscles: ['triceps', 'traps'],
  equipment: ['barbell'],
  level: 'intermediate',
  measure: 'reps',
  hasVideo: true,
});

export const bulgarianSplitSquat = summary(12, {
  name: 'Bulgarian split squat',
  category: 'strength',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['adductors', 'hamstrings'],
  equipment: ['dumbbell', 'bench'],
  level: 'intermediate',
  measure: 'reps',
  origin: 'own',
});

export const hipThrust = summary(13, {
  name: 'Barbell hip thrust',
  category: 'strength',
  primaryMuscles: ['glutes'],
  secondaryMuscles: ['hamstrings'],
  equipment: ['barbell', 'bench'],
  level: 'beginner',
  measure: 'reps',
});

export const boxJump = summary(14, {
  name: 'Box jump',
  category: 'plyometrics',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['calves'],
  equipment: ['plyo_box'],
  level: 'intermediate',
  measure: 'reps',
  thumbnailUrl: demoPhoto('box', '#ffe4e6', '#9f1239'),
});

export const jumpRope = summary(15, {
  name: 'Jump rope',
  category: 'cardio',
  primaryMuscles: ['calves'],
  secondaryMuscles: ['shoulders', 'forearms'],
  equipment: ['jump_rope'],
  level: 'beginner',
  measure: 'time',
});

export const sidePlank = summary(16, {
  name: 'Side plank',
  category: 'strength',
  primaryMuscles: ['obliques'],
  secondaryMuscles: ['abs', 'abductors'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'time',
});

export const calfRaise = summary(17, {
  name: 'Standing calf raise',
  category: 'strength',
  primaryMuscles: ['calves'],
  secondaryMuscles: [],
  equipment: ['machine'],
  level: 'beginner',
  measure: 'reps',
});

/** A trainer's own exercise with a linked video file. */
export const facePull = summary(18, {
  name: 'Face pull with rope',
  category: 'strength',
  primaryMuscles: ['shoulders', 'upper_back'],
  secondaryMuscles: ['traps'],
  equipment: ['cable'],
  level: 'beginner',
  measure: 'reps',
  origin: 'own',
  hasVideo: true,
});

export const gluteBridge = summary(19, {
  name: 'Glute bridge',
  category: 'strength',
  primaryMuscles: ['glutes'],
  secondaryMuscles: ['hamstrings'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'reps',
});

export const deadBug = summary(20, {
  name: 'Dead bug',
  category: 'strength',
  primaryMuscles: ['abs'],
  secondaryMuscles: ['hip_flexors'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'reps',
});

export const farmersCarry = summary(21, {
  name: 'Farmer’s carry',
  category: 'strength',
  primaryMuscles: ['forearms', 'traps'],
  secondaryMuscles: ['abs', 'glutes'],
  equipment: ['dumbbell'],
  level: 'beginner',
  measure: 'time',
});

export const ezBarCurl = summary(22, {
  name: 'EZ-bar curl',
  category: 'strength',
  primaryMuscles: ['biceps'],
  secondaryMuscles: ['forearms'],
  equipment: ['ez_bar'],
  level: 'beginner',
  measure: 'reps',
});

export const tricepsPushdown = summary(23, {
  name: 'Triceps rope pushdown',
  category: 'strength',
  primaryMuscles: ['triceps'],
  secondaryMuscles: [],
  equipment: ['cable'],
  level: 'beginner',
  measure: 'reps',
});

export const hamstringStretch = summary(24, {
  name: 'Standing hamstring stretch',
  category: 'stretching',
  primaryMuscles: ['hamstrings'],
  secondaryMuscles: ['calves', 'lower_back'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'time',
});

export const hangingKneeRaise = summary(25, {
  name: 'Hanging knee raise',
  category: 'strength',
  primaryMuscles: ['abs', 'hip_flexors'],
  secondaryMuscles: ['obliques', 'forearms'],
  equipment: ['pull_up_bar'],
  level: 'intermediate',
  measure: 'reps',
});

export const cossackSquat = summary(26, {
  name: 'Cossack squat',
  category: 'mobility',
  primaryMuscles: ['adductors', 'quadriceps'],
  secondaryMuscles: ['glutes'],
  equipment: ['none'],
  level: 'intermediate',
  measure: 'reps',
});

export const singleLegReach = summary(27, {
  name: 'Single-leg balance reach',
  category: 'balance',
  primaryMuscles: ['glutes'],
  secondaryMuscles: ['abductors', 'calves'],
  equipment: ['none'],
  level: 'beginner',
  measure: 'time',
});

export const rowingIntervals = summary(28, {
  name: 'Rowing machine intervals',
  category: 'cardio',
  primaryMuscles: ['upper_back', 'quadriceps'],
  secondaryMuscles: ['lats', 'hamstrings'],
  equipment: ['cardio_machine'],
  level: 'intermediate',
  measure: 'time',
});

export const thoracicExtension = summary(29, {
  name: 'Foam roller thoracic extension',
  category: 'mobility',
  primaryMuscles: ['upper_back'],
  secondaryMuscles: [],
  equipment: ['foam_roller'],
  level: 'beginner',
  measure: 'time',
});

export const bandedLateralWalk = summary(30, {
  name: 'Banded lateral walk',
  category: 'strength',
  primaryMuscles: ['abductors', 'glutes'],
  secondaryMuscles: [],
  equipment: ['resistance_band'],
  level: 'beginner',
  measure: 'reps',
});

/** The trainer's first page: the starter library and their own exercises, 24 of them, with more to come. */
export const trainerFirstPage: ExercisePage = {
  items: [
    backSquat,
    pushUp,
    kettlebellSwing,
    romanianDeadlift,
    pullUp,
    plank,
    dumbbellBenchPress,
    walkingLunge,
    latPulldown,
    bulgarianSplitSquat,
    seatedCableRow,
    overheadPress,
    hipThrust,
    boxJump,
    facePull,
    jumpRope,
    sidePlank,
    calfRaise,
    gluteBridge,
    deadBug,
    farmersCarry,
    ezBarCurl,
    tricepsPushdown,
    hamstringStretch,
  ],
  next: 'eyJuYW1lIjoic3RhbmRpbmcgaGFtc3RyaW5nIHN0cmV0Y2gifQ',
};

/** What "Load more" brings after the first page: the last six. */
export const trainerSecondPage: ExercisePage = {
  items: [hangingKneeRaise, cossackSquat, singleLegReach, rowingIntervals, thoracicExtension, bandedLateralWalk],
  next: null,
};

const fromTrainer = (exercise: ExerciseSummary): ExerciseSummary =>
  exercise.origin === 'own' ? { ...exercise, origin: 'trainer' } : exercise;

/** A client's first page: the library, and their trainer's exercises marked as such. */
export const clientFirstPage: ExercisePage = {
  items: trainerFirstPage.items.map(fromTrainer),
  next: trainerFirstPage.next,
};

/** Glutes and a barbell. */
export const filteredFilters: ExerciseFilters = {
  q: '',
  muscle: 'glutes',
  equipment: 'barbell',
  category: undefined,
  level: undefined,
  scope: 'all',
};

export const filteredPage: ExercisePage = { items: [backSquat, hipThrust, romanianDeadlift], next: null };

export const archivedPage: ExercisePage = {
  items: [
    summary(31, {
      name: 'Smith machine squat',
      category: 'strength',
      primaryMuscles: ['quadriceps'],
      secondaryMuscles: ['glutes'],
      equipment: ['machine'],
      level: 'beginner',
      measure: 'reps',
      origin: 'own',
      archived: true,
    }),
    summary(32, {
      name: 'Burpee ladder',
      category: 'cardio',
      primaryMuscles: ['quadriceps', 'chest'],
      secondaryMuscles: ['shoulders', 'abs', 'calves'],
      equipment: ['none'],
      level: 'advanced',
      measure: 'time',
      origin: 'own',
      archived: true,
      hasVideo: true,
    }),
    summary(33, {
      name: 'Landmine rotation',
      category: 'strength',
      primaryMuscles: ['obliques'],
      secondaryMuscles: ['shoulders', 'abs'],
      equipment: ['barbell'],
      level: 'intermediate',
      measure: 'reps',
      origin: 'own',
      archived: true,
      thumbnailUrl: demoPhoto('barbell', '#f1f5f9', '#334155'),
    }),
  ],
  next: null,
};

export const emptyPage: ExercisePage = { items: [], next: null };

export const noFilters: ExerciseFilters = {
  q: '',
  muscle: undefined,
  equipment: undefined,
  category: undefined,
  level: undefined,
  scope: 'all',
};

/* Videos */

export const youtubeVideo: ExerciseVideo = {
  source: 'link',
  kind: 'youtube',
  id: 'bEv6CCg2BC8',
  embedUrl: 'https://www.youtube-nocookie.com/embed/bEv6CCg2BC8',
};

export const vimeoVideo: ExerciseVideo = {
  source: 'link',
  kind: 'vimeo',
  id: '348295104',
  embedUrl: 'https://player.vimeo.com/video/348295104?dnt=1',
};

/** An uploaded video: in the stories it never loads (`preload="none"`), so it needs no file. */
export const uploadedVideo: ExerciseVideo = {
  kind: 'upload',
  id: '9b2d6e4f-5a1c-4d3e-9f8a-000000000101',
  url: '/media/exercise-videos/kettlebell-swing.mp4',
};

export const fileVideo: ExerciseVideo = {
  source: 'link',
  kind: 'file',
  url: 'https://media.example.com/coaching/face-pull-rope.mp4',
  extension: 'mp4',
};

export const linkVideo: ExerciseVideo = {
  source: 'link',
  kind: 'link',
  url: 'https://www.example.com/coaching/kettlebell-swing-technique',
};

/* Whole exercises */

const image = (n: number, url: string) => ({ id: id(100 + n), url, thumbnailUrl: url });

const detail = (exercise: ExerciseSummary, extra: Partial<ExerciseDetail>): ExerciseDetail => ({
  ...exercise,
  steps: [],
  language: 'en',
  images: [],
  video: null,
  copiedFrom: null,
  usedByPlans: 0,
  version: 1,
  updatedAt: '2025-03-14T09:30:00.000Z',
  ...extra,
});

/** A starter-library exercise as a trainer sees it: three pictures, a YouTube video, copyable. */
export const backSquatDetail = detail(backSquat, {
  steps: [
    'Set the bar in a rack at mid-chest height and step under it, resting it on your upper back.',
    'Grip the bar just outside your shoulders, brace your core and step back with feet shoulder-width apart.',
    'Sit down and back, knees tracking over your toes, until your hips are below your knees.',
    'Drive up through the whole foot, keeping your chest up, until you stand tall again.',
  ],
  images: [
    image(1, demoPhoto('barbell', '#dbeafe', '#1e3a8a')),
    image(2, demoPhoto('barbell', '#e0e7ff', '#3730a3')),
    image(3, demoPhoto('mat', '#f1f5f9', '#334155')),
  ],
  video: youtubeVideo,
});

/** The trainer's own exercise, copied from the library, used by three plans, with a YouTube video. */
export const kettlebellSwingDetail = detail(kettlebellSwing, {
  steps: [
    'Stand with feet a little wider than your hips, the kettlebell a foot in front of you.',
    'Hinge at the hips, grab the handle with both hands and hike it back between your legs.',
    'Snap your hips forward and squeeze your glutes: the bell floats up to chest height.',
    'Let it fall back into the hinge, staying tall through the spine, and go straight into the next rep.',
    'Breathe out sharply at the top of every swing.',
  ],
  images: [image(4, demoPhoto('kettlebell', '#dcfce7', '#166534'))],
  video: {
    source: 'link',
    kind: 'youtube',
    id: 'YSxHifyI6s8',
    embedUrl: 'https://www.youtube-nocookie.com/embed/YSxHifyI6s8',
  },
  copiedFrom: { id: id(40), name: 'Kettlebell swing' },
  usedByPlans: 3,
  version: 4,
});

/** An archived own exercise no plan uses, with a plain link as its video. */
export const archivedDetail = detail(archivedPage.items[2]!, {
  steps: [
    'Wedge one end of a barbell into a corner or a landmine base and hold the other end at chest height.',
    'With straight arms, rotate the bar down to one hip, pivoting on the back foot.',
    'Bring it back over your head in an arc and down to the other hip.',
  ],
  images: [image(5, demoPhoto('barbell', '#f1f5f9', '#334155'))],
  video: linkVideo,
});

/** The trainer's exercise as their client sees it: a picture, no video. */
export const clientDetail = detail(fromTrainer(facePull), {
  steps: [
    'Set a rope on a cable pulley at face height and hold each end with your thumbs towards you.',
    'Step back until your arms are straight and the stack lifts.',
    'Pull the rope towards your eyes, elbows high, and spread the ends past your ears.',
    'Pause for a second, then let your arms straighten slowly.',
  ],
  images: [image(6, demoPhoto('dumbbell', '#e0f2fe', '#075985'))],
});

/** The trainer's own exercise with an uploaded video (the browser's player). */
export const uploadDetail: ExerciseDetail = { ...kettlebellSwingDetail, video: uploadedVideo };

/** A library exercise with no pictures and a Vimeo video. */
export const pushUpDetail = detail(pushUp, {
  steps: [
    'Place your hands slightly wider than your shoulders and step back into a straight plank.',
    'Lower your chest to a fist’s height above the floor, elbows at about 45 degrees.',
    'Press the floor away until your arms are straight, keeping your body in one line.',
  ],
  video: vimeoVideo,
});
