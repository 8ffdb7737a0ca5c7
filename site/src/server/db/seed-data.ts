// The demo data the seed inserts (db/seed.ts): trainers, clients, achievements, and activity texts.
import { createHash } from 'node:crypto';
import type {
  Activity,
  ClientGoal,
  ExperienceLevel,
  LanguageCode,
  Locale,
  NutritionExtra,
  Specialty,
  TimeSlot,
  TrainerServiceFeature,
  TrainingEnvironment,
  TrainingMode,
  Weekday,
} from '@spotter/domain';

export interface DemoTrainer {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  trainerSince: number;
  language: Locale;
  city: string;
  state: string;
  countryCode: string;
  lat: number;
  lon: number;
  short: string;
  description: string;
  specialties: Specialty[];
  trainingTypes: Activity[];
  environments: TrainingEnvironment[];
  serviceFeatures: TrainerServiceFeature[];
  nutritionExtras: NutritionExtra[];
  timeZone: string;
  /** E.164, or null when the trainer gives none. */
  phone: string | null;
  modes: TrainingMode[];
  languages: LanguageCode[];
  availability: Array<[Weekday, TimeSlot]>;
  /** Names of gyms of the demo gym directory (db/seed-gyms.ts). */
  gyms: string[];
  certifications: Array<{
    name: string;
    issuer: string;
    expiry: string | null;
    status: 'pending' | 'approved';
    hidden?: boolean;
  }>;
  verified: boolean;
  rating: number;
  sessionDuration: number;
  cancellationHours: number;
}

export const trainers: DemoTrainer[] = [
  {
    email: 'amra.hodzic@spotter.test',
    firstName: 'Amra',
    lastName: 'Hodžić',
    gender: 'female',
    dateOfBirth: '1990-04-12',
    trainerSince: 2013,
    language: 'bs',
    city: 'Sarajevo',
    state: 'Federation of Bosnia and Herzegovina',
    countryCode: 'BA',
    lat: 43.8563,
    lon: 18.4131,
    short: 'Strength and mobility coach for busy professionals.',
    description:
      'I help people who sit at a desk all day move without pain and lift with confidence. My programmes combine barbell basics, mobility work and realistic habits that fit a full calendar.',
    specialties: ['strength', 'flexibility', 'health'],
    trainingTypes: ['weight_training', 'stretching', 'pilates'],
    environments: ['commercial_gym', 'online_live'],
    serviceFeatures: ['onlineCalls', 'progressTracking', 'flexibleScheduling'],
    nutritionExtras: ['nutritionalEducation'],
    timeZone: 'Europe/Sarajevo',
    phone: '+38761234567',
    modes: ['inPerson', 'online'],
    languages: ['bs', 'en', 'de'],
    availability: [
      ['monday', 'Morning'],
      ['wednesday', 'Morning'],
      ['friday', 'Evening'],
      ['saturday', 'Morning'],
    ],
    gyms: ['Fitness Pass Sarajevo', 'City Gym Marijin Dvor'],
    certifications: [
      {
        name: 'Certified Strength and Conditioning Specialist',
        issuer: 'NSCA',
        expiry: '2027-06-30',
        status: 'approved',
      },
      { name: 'Functional Range Conditioning Mobility Specialist', issuer: 'FRC', expiry: null, status: 'approved' },
      {
        name: 'First Aid and CPR',
        issuer: 'Red Cross of Bosnia and Herzegovina',
        expiry: '2025-05-31',
        status: 'approved',
      },
    ],
    verified: true,
    rating: 4.9,
    sessionDuration: 60,
    cancellationHours: 24,
  },
  {
    email: 'luka.babic@spotter.test',
    firstName: 'Luka',
    lastName: 'Babić',
    gender: 'male',
    dateOfBirth: '1987-09-03',
    trainerSince: 2010,
    language: 'hr',
    city: 'Zagreb',
    state: 'City of Zagreb',
    countryCode: 'HR',
    lat: 45.815,
    lon: 15.9819,
    short: 'Endurance coach: from first 5K to Ironman.',
    description:
      'Former national-level triathlete. I write periodised plans for running, cycling and swimming, and review every session you log so the plan adapts to your week.',
    specialties: ['endurance', 'performance', 'sports_specific'],
    trainingTypes: ['running', 'cycling', 'swimming', 'cardio'],
    environments: ['outdoors', 'online_live'],
    serviceFeatures: ['progressTracking', 'onlineCalls', 'recoveryPlans', 'support24_7'],
    nutritionExtras: ['mealPreparationGuides', 'supplementGuide'],
    timeZone: 'Europe/Zagreb',
    phone: '+385912345678',
    modes: ['online', 'hybrid'],
    languages: ['hr', 'en'],
    availability: [
      ['tuesday', 'Evening'],
      ['thursday', 'Evening'],
      ['sunday', 'Morning'],
    ],
    gyms: ['ŠRC Mladost'],
    certifications: [
      {
        name: 'Triathlon Coach Level 2',
        issuer: 'Croatian Triathlon Federation',
        expiry: '2026-12-31',
        status: 'approved',
      },
    ],
    verified: true,
    rating: 4.8,
    sessionDuration: 45,
    cancellationHours: 12,
  },
  {
    email: 'jana.novak@spotter.test',
    firstName: 'Jana',
    lastName: 'Novak',
    gender: 'female',
    dateOfBirth: '1994-01-22',
    trainerSince: 2017,
    language: 'sl',
    city: 'Ljubljana',
    state: 'Central Slovenia',
    countryCode: 'SI',
    lat: 46.0569,
    lon: 14.5058,
    short: 'Yoga and pilates for strong, calm bodies.',
    description:
      'Vinyasa and mat pilates classes for every level, with special attention to pre- and post-natal clients and people coming back from back pain.',
    specialties: ['flexibility', 'stress_reduction', 'pre_postnatal'],
    trainingTypes: ['yoga', 'pilates', 'stretching'],
    environments: ['private_studio', 'online_live', 'home'],
    serviceFeatures: ['liveTraining', 'flexibleScheduling'],
    nutritionExtras: [],
    timeZone: 'Europe/Ljubljana',
    phone: '+38641234567',
    modes: ['inPerson', 'online', 'selfGuided'],
    languages: ['sl', 'en', 'hr'],
    availability: [
      ['monday', 'Evening'],
      ['tuesday', 'Morning'],
      ['thursday', 'Morning'],
      ['saturday', 'Afternoon'],
    ],
    gyms: ['Studio Tivoli', 'Yoga Center Ljubljana', 'Fitnes BTC'],
    certifications: [{ name: 'RYT-500 Yoga Teacher', issuer: 'Yoga Alliance', expiry: null, status: 'approved' }],
    verified: true,
    rating: 4.95,
    sessionDuration: 75,
    cancellationHours: 24,
  },
  {
    email: 'marko.petrovic@spotter.test',
    firstName: 'Marko',
    lastName: 'Petrović',
    gender: 'male',
    dateOfBirth: '1992-07-15',
    trainerSince: 2015,
    language: 'sr',
    city: 'Belgrade',
    state: 'Belgrade',
    countryCode: 'RS',
    lat: 44.7866,
    lon: 20.4489,
    short: 'Boxing conditioning and fat loss that sticks.',
    description:
      'Boxing pad work, circuits and straightforward nutrition coaching. Sessions are intense but scaled to where you are today.',
    specialties: ['weight_loss', 'endurance', 'sports_specific'],
    trainingTypes: ['boxing', 'hiit', 'martial_arts'],
    environments: ['commercial_gym'],
    serviceFeatures: ['liveTraining', 'personalizedNutrition', 'mealPlanning'],
    nutritionExtras: ['groceryLists', 'foodSubstitutions', 'recipeCollection'],
    timeZone: 'Europe/Belgrade',
    phone: '+381641234567',
    modes: ['inPerson'],
    languages: ['sr', 'en'],
    availability: [
      ['monday', 'Afternoon'],
      ['wednesday', 'Afternoon'],
      ['friday', 'Afternoon'],
    ],
    gyms: ['Fight Club Dorćol'],
    certifications: [
      { name: 'Boxing Coach', issuer: 'Boxing Federation of Serbia', expiry: '2027-03-01', status: 'pending' },
      { name: 'Kickboxing Instructor', issuer: 'WAKO Serbia', expiry: '2026-02-28', status: 'approved', hidden: true },
    ],
    verified: false,
    rating: 4.7,
    sessionDuration: 60,
    cancellationHours: 24,
  },
  {
    email: 'sophie.mueller@spotter.test',
    firstName: 'Sophie',
    lastName: 'Müller',
    gender: 'female',
    dateOfBirth: '1989-11-30',
    trainerSince: 2012,
    language: 'de',
    city: 'Berlin',
    state: 'Berlin',
    countryCode: 'DE',
    lat: 52.52,
    lon: 13.405,
    short: 'Evidence-based hypertrophy and nutrition coaching.',
    description:
      'Sports scientist (M.Sc.) coaching muscle gain and body recomposition with clear numbers: training volume, protein targets and weekly check-ins.',
    specialties: ['muscle_gain', 'nutrition', 'strength'],
    trainingTypes: ['weight_training', 'cardio'],
    environments: ['commercial_gym', 'online_live'],
    serviceFeatures: ['personalizedNutrition', 'mealPlanning', 'progressTracking', 'onlineCalls'],
    nutritionExtras: [
      'mealPreparationGuides',
      'groceryLists',
      'nutritionalEducation',
      'recipeCollection',
      'supplementGuide',
      'foodSubstitutions',
    ],
    timeZone: 'Europe/Berlin',
    phone: '+4915112345678',
    modes: ['online', 'hybrid'],
    languages: ['de', 'en'],
    availability: [
      ['tuesday', 'Morning'],
      ['thursday', 'Afternoon'],
      ['saturday', 'Morning'],
    ],
    gyms: ['Urban Gym Mitte'],
    certifications: [
      { name: 'M.Sc. Sports Science', issuer: 'Deutsche Sporthochschule Köln', expiry: null, status: 'approved' },
      { name: 'Precision Nutrition Level 1', issuer: 'Precision Nutrition', expiry: '2028-01-31', status: 'approved' },
    ],
    verified: true,
    rating: 4.85,
    sessionDuration: 60,
    cancellationHours: 48,
  },
  {
    email: 'ivan.horvat@spotter.test',
    firstName: 'Ivan',
    lastName: 'Horvat',
    gender: 'male',
    dateOfBirth: '1996-02-08',
    trainerSince: 2019,
    language: 'hr',
    city: 'Split',
    state: 'Split-Dalmatia',
    countryCode: 'HR',
    lat: 43.5081,
    lon: 16.4402,
    short: 'CrossFit and outdoor training by the sea.',
    description:
      'Group and one-to-one CrossFit sessions, beach workouts in summer and a friendly community that keeps you showing up.',
    specialties: ['strength', 'performance', 'weight_loss'],
    trainingTypes: ['crossfit', 'weight_training', 'running', 'hiit'],
    environments: ['commercial_gym', 'outdoors'],
    serviceFeatures: ['liveTraining', 'progressTracking'],
    nutritionExtras: ['recipeCollection'],
    timeZone: 'Europe/Zagreb',
    phone: '+385981234567',
    modes: ['inPerson', 'hybrid'],
    languages: ['hr', 'en', 'it'],
    availability: [
      ['monday', 'Morning'],
      ['tuesday', 'Morning'],
      ['wednesday', 'Evening'],
      ['thursday', 'Evening'],
    ],
    gyms: ['CrossFit Split'],
    certifications: [
      { name: 'CrossFit Level 2 Trainer', issuer: 'CrossFit', expiry: '2026-09-30', status: 'approved' },
    ],
    verified: false,
    rating: 4.6,
    sessionDuration: 60,
    cancellationHours: 24,
  },
  {
    email: 'emina.kovacevic@spotter.test',
    firstName: 'Emina',
    lastName: 'Kovačević',
    gender: 'female',
    dateOfBirth: '1991-05-19',
    trainerSince: 2014,
    language: 'bs',
    city: 'Mostar',
    state: 'Herzegovina-Neretva',
    countryCode: 'BA',
    lat: 43.3438,
    lon: 17.8078,
    short: 'Rehabilitation and safe return to training.',
    description:
      'Physiotherapist and coach. I bridge the gap between physio and the gym after injuries, surgery or long breaks.',
    specialties: ['rehabilitation', 'health', 'seniors'],
    trainingTypes: ['stretching', 'walking', 'pilates', 'swimming'],
    environments: ['private_studio', 'home', 'online_live'],
    serviceFeatures: ['recoveryPlans', 'onlineCalls', 'flexibleScheduling'],
    nutritionExtras: ['nutritionalEducation', 'foodSubstitutions'],
    timeZone: 'Europe/Sarajevo',
    phone: '+38763123456',
    modes: ['inPerson', 'online'],
    languages: ['bs', 'hr', 'en'],
    availability: [
      ['monday', 'Afternoon'],
      ['wednesday', 'Morning'],
      ['friday', 'Morning'],
    ],
    gyms: ['Physio & Fit Mostar'],
    certifications: [
      {
        name: 'Physiotherapist licence',
        issuer: 'Chamber of Physiotherapists FBiH',
        expiry: '2029-12-31',
        status: 'approved',
      },
    ],
    verified: true,
    rating: 5,
    sessionDuration: 50,
    cancellationHours: 24,
  },
  {
    email: 'nikola.jovanovic@spotter.test',
    firstName: 'Nikola',
    lastName: 'Jovanović',
    gender: 'male',
    dateOfBirth: '1985-12-02',
    trainerSince: 2008,
    language: 'sr',
    city: 'Novi Sad',
    state: 'Vojvodina',
    countryCode: 'RS',
    lat: 45.2671,
    lon: 19.8335,
    short: 'Swimming technique for adults, beginner to masters.',
    description:
      'Learn to swim as an adult or polish your freestyle. Video analysis, drills and a calm, patient approach.',
    specialties: ['endurance', 'health', 'sports_specific'],
    trainingTypes: ['swimming'],
    environments: ['outdoors'],
    serviceFeatures: ['liveTraining'],
    nutritionExtras: [],
    timeZone: 'Europe/Belgrade',
    phone: null,
    modes: ['inPerson'],
    languages: ['sr', 'hu', 'en'],
    availability: [
      ['tuesday', 'Night'],
      ['thursday', 'Night'],
      ['saturday', 'Morning'],
    ],
    gyms: ['SPENS Pool'],
    certifications: [
      { name: 'Swimming Coach', issuer: 'Swimming Federation of Serbia', expiry: null, status: 'pending' },
      { name: 'Pool Lifeguard', issuer: 'Red Cross of Serbia', expiry: '2024-06-30', status: 'approved' },
    ],
    verified: false,
    rating: 4.75,
    sessionDuration: 45,
    cancellationHours: 6,
  },
];

export interface DemoClient {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  dateOfBirth: string;
  language: Locale;
  city: string;
  countryCode: string;
  state: string;
  lat: number;
  lon: number;
  languages: LanguageCode[];
  goalDescription: string;
  /** Private health data (SPEC §2): only the client and their connected trainers read it. */
  medicalConditions: string | null;
  allergies: string | null;
  phone: string | null;
  heightCm: number;
  weightKg: number;
  experience: ExperienceLevel;
  primaryGoal: ClientGoal;
  secondaryGoal: ClientGoal | null;
  activities: Activity[];
  level: number;
  xp: number;
  progress: number;
  sessions: number;
  achievements: string[];
  trainer: string | null;
}

export const clients: DemoClient[] = [
  {
    email: 'adna.begic@spotter.test',
    firstName: 'Adna',
    lastName: 'Begić',
    gender: 'female',
    dateOfBirth: '1998-03-14',
    language: 'bs',
    city: 'Sarajevo',
    countryCode: 'BA',
    state: 'Federation of Bosnia and Herzegovina',
    lat: 43.8563,
    lon: 18.4131,
    languages: ['bs', 'en'],
    goalDescription: 'Deadlift my body weight by summer and keep my back happy at the desk.',
    medicalConditions: 'Mild scoliosis',
    allergies: null,
    phone: '+38762345678',
    heightCm: 168,
    weightKg: 61,
    experience: 'intermediate',
    primaryGoal: 'strength',
    secondaryGoal: 'flexibility',
    activities: ['weight_training', 'yoga'],
    level: 7,
    xp: 2350,
    progress: 40,
    sessions: 42,
    achievements: ['first_session', 'ten_sessions', 'early_bird', 'streak_7'],
    trainer: 'amra.hodzic@spotter.test',
  },
  {
    email: 'tomislav.kralj@spotter.test',
    firstName: 'Tomislav',
    lastName: 'Kralj',
    gender: 'male',
    dateOfBirth: '1984-08-01',
    language: 'hr',
    city: 'Zagreb',
    countryCode: 'HR',
    state: 'City of Zagreb',
    lat: 45.815,
    lon: 15.9819,
    languages: ['hr', 'en', 'de'],
    goalDescription: 'Lose 12 kg and run a half marathon next autumn.',
    medicalConditions: 'High blood pressure (treated)',
    allergies: 'Penicillin',
    phone: '+385915556677',
    heightCm: 183,
    weightKg: 92,
    experience: 'beginner',
    primaryGoal: 'weight_loss',
    secondaryGoal: 'endurance',
    activities: ['running', 'cycling'],
    level: 3,
    xp: 640,
    progress: 75,
    sessions: 9,
    achievements: ['first_session', 'first_5k'],
    trainer: 'luka.babic@spotter.test',
  },
  {
    email: 'maja.zupan@spotter.test',
    firstName: 'Maja',
    lastName: 'Zupan',
    gender: 'female',
    dateOfBirth: '1993-10-09',
    language: 'sl',
    city: 'Ljubljana',
    countryCode: 'SI',
    state: 'Central Slovenia',
    lat: 46.0569,
    lon: 14.5058,
    languages: ['sl', 'en'],
    goalDescription: 'Full splits and a calmer head during exam season.',
    medicalConditions: null,
    allergies: null,
    phone: null,
    heightCm: 172,
    weightKg: 64,
    experience: 'advanced',
    primaryGoal: 'flexibility',
    secondaryGoal: 'stress_reduction',
    activities: ['yoga', 'pilates', 'walking'],
    level: 14,
    xp: 6900,
    progress: 82,
    sessions: 118,
    achievements: ['first_session', 'ten_sessions', 'fifty_sessions', 'hundred_sessions', 'streak_30'],
    trainer: 'jana.novak@spotter.test',
  },
  {
    email: 'stefan.ilic@spotter.test',
    firstName: 'Stefan',
    lastName: 'Ilić',
    gender: 'male',
    dateOfBirth: '2000-06-25',
    language: 'sr',
    city: 'Belgrade',
    countryCode: 'RS',
    state: 'Belgrade',
    lat: 44.7866,
    lon: 20.4489,
    languages: ['sr', 'en'],
    goalDescription: 'Add 6 kg of lean mass before the amateur boxing season.',
    medicalConditions: null,
    allergies: 'Peanuts',
    phone: '+381631112233',
    heightCm: 179,
    weightKg: 84,
    experience: 'intermediate',
    primaryGoal: 'muscle_gain',
    secondaryGoal: 'strength',
    activities: ['boxing', 'weight_training', 'hiit'],
    level: 22,
    xp: 11800,
    progress: 15,
    sessions: 160,
    achievements: ['first_session', 'ten_sessions', 'fifty_sessions', 'hundred_sessions', 'streak_30', 'early_bird'],
    trainer: 'marko.petrovic@spotter.test',
  },
  {
    email: 'lena.schmidt@spotter.test',
    firstName: 'Lena',
    lastName: 'Schmidt',
    gender: 'female',
    dateOfBirth: '1995-02-17',
    language: 'de',
    city: 'Berlin',
    countryCode: 'DE',
    state: 'Berlin',
    lat: 52.52,
    lon: 13.405,
    languages: ['de', 'en', 'fr'],
    goalDescription: 'Move more, feel better and sleep through the night.',
    medicalConditions: 'Asthma',
    allergies: 'Pollen',
    phone: null,
    heightCm: 165,
    weightKg: 58,
    experience: 'beginner',
    primaryGoal: 'health',
    secondaryGoal: null,
    activities: ['swimming', 'walking', 'stretching'],
    level: 1,
    xp: 80,
    progress: 75,
    sessions: 2,
    achievements: ['first_session'],
    trainer: null,
  },
  {
    email: 'petra.maric@spotter.test',
    firstName: 'Petra',
    lastName: 'Marić',
    gender: 'female',
    dateOfBirth: '1979-12-05',
    language: 'hr',
    city: 'Split',
    countryCode: 'HR',
    state: 'Split-Dalmatia',
    lat: 43.5081,
    lon: 16.4402,
    languages: ['hr', 'it'],
    goalDescription: 'Get back to hiking after knee surgery.',
    medicalConditions: 'ACL reconstruction, left knee (2025)',
    allergies: null,
    phone: '+385981112233',
    heightCm: 170,
    weightKg: 73,
    experience: 'intermediate',
    primaryGoal: 'rehabilitation',
    secondaryGoal: 'strength',
    activities: ['pilates', 'swimming'],
    level: 55,
    xp: 31000,
    progress: 60,
    sessions: 340,
    achievements: ['first_session', 'ten_sessions', 'fifty_sessions', 'hundred_sessions', 'streak_30', 'comeback'],
    trainer: 'emina.kovacevic@spotter.test',
  },
  {
    email: 'haris.mehmedovic@spotter.test',
    firstName: 'Haris',
    lastName: 'Mehmedović',
    gender: 'male',
    dateOfBirth: '1988-04-30',
    language: 'en',
    city: 'Mostar',
    countryCode: 'BA',
    state: 'Herzegovina-Neretva',
    lat: 43.3438,
    lon: 17.8078,
    languages: ['bs', 'en', 'tr'],
    goalDescription: 'Lose weight safely and get my blood sugar down.',
    medicalConditions: 'Type 2 diabetes',
    allergies: 'Lactose',
    phone: '+38763987654',
    heightCm: 186,
    weightKg: 101,
    experience: 'beginner',
    primaryGoal: 'weight_loss',
    secondaryGoal: 'health',
    activities: ['walking', 'cycling', 'swimming'],
    level: 4,
    xp: 910,
    progress: 30,
    sessions: 14,
    achievements: ['first_session', 'ten_sessions', 'comeback'],
    trainer: 'emina.kovacevic@spotter.test',
  },
  {
    email: 'milica.pavlovic@spotter.test',
    firstName: 'Milica',
    lastName: 'Pavlović',
    gender: 'female',
    dateOfBirth: '1997-09-11',
    language: 'sr',
    city: 'Novi Sad',
    countryCode: 'RS',
    state: 'Vojvodina',
    lat: 45.2671,
    lon: 19.8335,
    languages: ['sr', 'hu', 'en'],
    goalDescription: 'Finish an Olympic-distance triathlon under 2:30.',
    medicalConditions: null,
    allergies: null,
    phone: null,
    heightCm: 163,
    weightKg: 55,
    experience: 'advanced',
    primaryGoal: 'performance',
    secondaryGoal: 'endurance',
    activities: ['swimming', 'running', 'cycling'],
    level: 9,
    xp: 4100,
    progress: 90,
    sessions: 75,
    achievements: ['first_session', 'ten_sessions', 'fifty_sessions', 'first_5k', 'streak_7'],
    trainer: 'nikola.jovanovic@spotter.test',
  },
];

export const achievements = [
  { id: 'first_session', icon: 'spark', xp: 50 },
  { id: 'ten_sessions', icon: 'medal', xp: 200 },
  { id: 'fifty_sessions', icon: 'trophy', xp: 800 },
  { id: 'hundred_sessions', icon: 'crown', xp: 1500 },
  { id: 'streak_7', icon: 'flame', xp: 300 },
  { id: 'streak_30', icon: 'fire', xp: 1000 },
  { id: 'early_bird', icon: 'sunrise', xp: 150 },
  { id: 'first_5k', icon: 'shoe', xp: 400 },
  { id: 'comeback', icon: 'heart', xp: 250 },
];

export const goalTitles = [
  'Train three times a week for a month',
  'Run 5 km without stopping',
  'Sleep seven hours on training days',
  'Hold a two-minute plank',
  'Cook at home five days a week',
  'Stretch for ten minutes every evening',
];

export const messageBodies = [
  'Great session today! Remember to stretch tonight.',
  'Can we move Thursday to the evening slot?',
  'Here is your plan for next week.',
  'Thanks, see you on Monday!',
  'How did the new routine feel?',
];

/** A demo account's id, the same on every machine (tests and docs can name a demo user's resources). */
export function demoUserId(email: string): string {
  const hex = createHash('sha256').update(`spotter-demo:${email}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
