/** Exercises, pictures and files for the exercise editor's stories only. */
import { exerciseFormValues, type ExerciseDetail, type ExerciseImage } from '@spotter/domain';

/** A small inline picture of a figure in a pose, so stories need no network. */
function picture(hue: number, pose: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 88%)"/><stop offset="1" stop-color="hsl(${hue} 45% 70%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><rect y="262" width="400" height="38" fill="hsl(${hue} 25% 40%)"/><g fill="none" stroke="hsl(${hue} 40% 22%)" stroke-width="16" stroke-linecap="round" stroke-linejoin="round">${pose}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Standing tall with a kettlebell held at the chest. */
const standing = picture(
  205,
  '<circle cx="200" cy="62" r="22" fill="hsl(205 40% 22%)" stroke="none"/><path d="M200 92v86M200 178l-26 80M200 178l26 80M200 110l-30 30 30 8M200 110l30 30-30 8"/><rect x="184" y="128" width="32" height="30" rx="10" fill="hsl(205 40% 22%)" stroke="none"/>',
);

/** At the bottom of the squat: hips low, knees out, chest up. */
const bottom = picture(
  150,
  '<circle cx="196" cy="96" r="22" fill="hsl(150 40% 22%)" stroke="none"/><path d="M196 126l6 74M202 200l-54 -4 4 62M202 200l54 -4-4 62M198 142l-30 28 34 4M198 142l34 26-30 6"/><rect x="184" y="158" width="32" height="30" rx="10" fill="hsl(150 40% 22%)" stroke="none"/>',
);

export const storyImages: ExerciseImage[] = [
  { id: '3f0c9a52-1e7b-4c1d-9a63-5b2f8e4d7c10', url: standing, thumbnailUrl: standing },
  { id: '8b6e2d14-7a3f-4e95-b0c8-1d9f6a2e5b37', url: bottom, thumbnailUrl: bottom },
];

/** One more picture, for an upload that has just arrived. */
export const extraImage: ExerciseImage = {
  id: 'c2a7f0e9-4b1d-4f36-8e5a-9d3c7b1f2a64',
  url: picture(
    30,
    '<circle cx="200" cy="70" r="22" fill="hsl(30 40% 22%)" stroke="none"/><path d="M200 100v80M200 180l-30 78M200 180l30 78M200 118l-44 -30M200 118l44 -30"/>',
  ),
  thumbnailUrl: null,
};

/** A trainer's own goblet squat, in English, with two images and a YouTube link. */
export const gobletSquat: ExerciseDetail = {
  id: '5d1e8c3a-9f27-4b6e-a4d0-2c7b9e1f8a53',
  name: 'Goblet squat',
  category: 'strength',
  primaryMuscles: ['quadriceps', 'glutes'],
  secondaryMuscles: ['adductors', 'abs'],
  equipment: ['kettlebell'],
  level: 'beginner',
  measure: 'reps',
  origin: 'own',
  archived: false,
  thumbnailUrl: standing,
  hasVideo: true,
  steps: [
    'Stand with your feet slightly wider than hip-width, toes turned out a little.',
    'Hold the kettlebell by its horns close to your chest, elbows pointing down.',
    'Sit down between your heels, keeping your chest up and your knees tracking over your toes.',
    'Go as low as you can with a neutral back, then push through your whole foot to stand up.',
  ],
  language: 'en',
  images: storyImages,
  video: {
    source: 'link',
    kind: 'youtube',
    id: 'MeIiIdhvXT4',
    embedUrl: 'https://www.youtube-nocookie.com/embed/MeIiIdhvXT4',
  },
  copiedFrom: { id: '0e4b7d29-6c1a-4f8e-b352-7a9d1c6e4f08', name: 'Goblet squat' },
  usedByPlans: 3,
  version: 4,
  updatedAt: '2025-03-18T09:42:00.000Z',
};

/** The same exercise as it would be with no video. */
export const gobletSquatWithoutVideo: ExerciseDetail = { ...gobletSquat, video: null, hasVideo: false };

export const emptyValues = exerciseFormValues(null, 'en');
export const gobletSquatValues = exerciseFormValues(gobletSquat, 'en');
export const gobletSquatValuesWithoutVideo = exerciseFormValues(gobletSquatWithoutVideo, 'en');
