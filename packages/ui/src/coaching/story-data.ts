import type {
  ClientCoach,
  CoachingClientSummary,
  CoachingParty,
  CoachingRequest,
  DepartedCoach,
  TrainerClient,
} from '@spotter/domain';

/* Demo people and requests for the coaching stories and tests. */

const portrait = (background: string, figure: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="25" r="12" fill="${figure}"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="${figure}"/></svg>`,
  )}`;

export const trainers = {
  marko: {
    id: '5d0c1a8e-1111-4a1b-9c01-000000000001',
    firstName: 'Marko',
    lastName: 'Horvat',
    photoUrl: portrait('#bfdbfe', '#1e3a8a'),
    city: 'Zagreb',
  },
  lejla: {
    id: '5d0c1a8e-1111-4a1b-9c01-000000000002',
    firstName: 'Lejla',
    lastName: 'Begović',
    photoUrl: null,
    city: 'Sarajevo',
  },
} satisfies Record<string, CoachingParty>;

export const clients = {
  amra: {
    id: '7e2f3b9a-2222-4c2d-8e02-000000000001',
    firstName: 'Amra',
    lastName: 'Hodžić',
    photoUrl: portrait('#a7f3d0', '#065f46'),
    city: 'Banja Luka',
    primaryGoal: 'weight_loss',
    secondaryGoal: 'endurance',
    goalDescription: 'I want to lose about 8 kg before summer and be able to run 10 km without stopping.',
    experienceLevel: 'beginner',
    description: 'Nurse on rotating shifts, mother of two. I walk a lot but have never trained with weights.',
    preferredActivities: ['walking', 'swimming', 'yoga'],
    languages: ['bs', 'en'],
  },
  jonas: {
    id: '7e2f3b9a-2222-4c2d-8e02-000000000002',
    firstName: 'Jonas',
    lastName: 'Weber',
    photoUrl: null,
    city: 'Graz',
    primaryGoal: 'muscle_gain',
    secondaryGoal: 'strength',
    goalDescription: null,
    experienceLevel: 'intermediate',
    description: null,
    preferredActivities: ['weight_training'],
    languages: ['de'],
  },
  ivana: {
    id: '7e2f3b9a-2222-4c2d-8e02-000000000003',
    firstName: 'Ivana',
    lastName: 'Kovačević',
    photoUrl: portrait('#fde68a', '#92400e'),
    city: 'Split',
    primaryGoal: 'rehabilitation',
    secondaryGoal: null,
    goalDescription: 'Recovering from a knee operation (ACL) in March; my physiotherapist cleared me for gym work.',
    experienceLevel: 'advanced',
    description: 'Former club handball player, now an architect in Split.',
    preferredActivities: ['weight_training', 'cycling'],
    languages: ['hr', 'en', 'de'],
  },
  emir: {
    id: '7e2f3b9a-2222-4c2d-8e02-000000000004',
    firstName: 'Emir',
    lastName: 'Mujić',
    photoUrl: null,
    city: 'Mostar',
    primaryGoal: 'health',
    secondaryGoal: 'stress_reduction',
    goalDescription: null,
    experienceLevel: null,
    description: null,
    preferredActivities: [],
    languages: [],
  },
  /** Registered before names were asked: the card still needs a heading. */
  nameless: {
    id: '7e2f3b9a-2222-4c2d-8e02-000000000005',
    firstName: '',
    lastName: '',
    photoUrl: null,
    city: 'Tuzla',
    primaryGoal: 'strength',
    secondaryGoal: null,
    goalDescription: null,
    experienceLevel: null,
    description: null,
    preferredActivities: [],
    languages: [],
  },
} satisfies Record<string, CoachingClientSummary>;

const base = { source: 'trainers-marketplace', declineReason: null, respondedAt: null } as const;

export const pendingRequest: CoachingRequest = {
  ...base,
  id: '9a1b2c3d-3333-4e4f-a003-000000000001',
  status: 'pending',
  message:
    'Hi Marko! I saw that you train clients at Fitness Centar Trešnjevka. Could we meet three times a week, ideally early in the morning before work?',
  goal: 'weight_loss',
  createdAt: '2026-11-20T07:45:00.000Z',
  trainer: trainers.marko,
  client: clients.amra,
};

export const acceptedRequest: CoachingRequest = {
  ...base,
  id: '9a1b2c3d-3333-4e4f-a003-000000000002',
  status: 'accepted',
  message: 'Ich möchte Muskeln aufbauen und suche einen Plan für vier Einheiten pro Woche.',
  goal: 'muscle_gain',
  createdAt: '2026-11-12T18:10:00.000Z',
  respondedAt: '2026-11-13T09:00:00.000Z',
  trainer: trainers.lejla,
  client: clients.jonas,
};

export const declinedRequest: CoachingRequest = {
  ...base,
  id: '9a1b2c3d-3333-4e4f-a003-000000000003',
  status: 'declined',
  message: 'Treba mi pomoć s vježbama nakon operacije koljena.',
  goal: 'rehabilitation',
  declineReason:
    'Thank you for asking! I do not work with post-operative knees; a trainer with a physiotherapy background would suit you better.',
  createdAt: '2026-11-02T16:30:00.000Z',
  respondedAt: '2026-11-03T08:15:00.000Z',
  trainer: trainers.marko,
  client: clients.ivana,
};

export const withdrawnRequest: CoachingRequest = {
  ...base,
  id: '9a1b2c3d-3333-4e4f-a003-000000000004',
  status: 'withdrawn',
  message: null,
  goal: 'health',
  source: 'trainer-page',
  createdAt: '2026-10-28T12:00:00.000Z',
  respondedAt: '2026-10-29T10:20:00.000Z',
  trainer: trainers.lejla,
  client: clients.emir,
};

export const longMessageRequest: CoachingRequest = {
  ...pendingRequest,
  id: '9a1b2c3d-3333-4e4f-a003-000000000005',
  client: clients.ivana,
  goal: 'rehabilitation',
  message: [
    'Dobar dan! In March I had an ACL reconstruction on my left knee, and after four months of physiotherapy at the KBC Split clinic I was cleared to go back to the gym.',
    'I used to play handball at club level, so I am not new to training, but I am unsure how much load the knee can take now, and I lose motivation when I train alone.',
    'I would like two sessions a week with you at the gym and a simple plan for a third session at home. Mornings before 9 and evenings after 18:00 work for me; weekends are possible too.',
    'My physiotherapist gave me a written summary of the exercises we did and what to avoid, which I can bring to our first session.',
  ].join('\n\n'),
};

export const morePendingRequests: CoachingRequest[] = [
  {
    ...pendingRequest,
    id: '9a1b2c3d-3333-4e4f-a003-000000000006',
    client: clients.jonas,
    goal: 'strength',
    message: 'Servus! I am in Zagreb for six months for work and want to keep training for my first powerlifting meet.',
    createdAt: '2026-11-18T20:05:00.000Z',
  },
  {
    ...pendingRequest,
    id: '9a1b2c3d-3333-4e4f-a003-000000000007',
    client: clients.emir,
    goal: null,
    message: 'Trebam nekoga da me motiviše. Radim u kancelariji cijeli dan.',
    createdAt: '2026-11-15T10:40:00.000Z',
  },
];

export const trainerClients: TrainerClient[] = [
  { ...clients.amra, connectionId: 'c0a1b2c3-4444-4d5e-b004-000000000001', startedAt: '2026-09-01T08:00:00.000Z' },
  { ...clients.jonas, connectionId: 'c0a1b2c3-4444-4d5e-b004-000000000002', startedAt: '2026-10-14T17:30:00.000Z' },
  { ...clients.emir, connectionId: 'c0a1b2c3-4444-4d5e-b004-000000000003', startedAt: '2026-11-03T09:15:00.000Z' },
];

export const namelessRequest: CoachingRequest = {
  ...pendingRequest,
  id: '9a1b2c3d-3333-4e4f-a003-000000000008',
  client: clients.nameless,
  goal: 'strength',
  message: 'I would like to get stronger for hiking season.',
  createdAt: '2026-11-21T09:00:00.000Z',
};

export const clientCoaches: ClientCoach[] = [
  {
    ...trainers.marko,
    startedAt: '2026-10-02T09:00:00.000Z',
    deactivated: false,
    slug: 'marko-horvat',
    contactEmail: 'marko.coaching@example.test',
    contactPhone: '+385911234567',
  },
  {
    ...trainers.lejla,
    startedAt: '2026-06-15T17:00:00.000Z',
    deactivated: true,
    slug: null,
    contactEmail: 'lejla.begovic@example.test',
    contactPhone: null,
  },
];

/** A coach who closed their account while coaching the client. */
export const departedCoaches: DepartedCoach[] = [
  {
    id: '5b6c7d8e-5555-4f60-a005-000000000001',
    firstName: 'Ivana',
    lastName: 'Kovač',
    endedAt: '2026-11-12T10:00:00.000Z',
  },
];
