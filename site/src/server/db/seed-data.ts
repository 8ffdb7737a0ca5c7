// The demo data the seed inserts (db/seed.ts): trainers, clients, achievements, and activity texts.
import type { Activity, ClientGoal, ExperienceLevel, Locale, TimeSlot, TrainingMode, Weekday } from '@spotter/domain';

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
  country: string;
  lat: number;
  lon: number;
  short: string;
  description: string;
  specialties: string[];
  modes: TrainingMode[];
  languages: string[];
  availability: Array<[Weekday, TimeSlot]>;
  gyms: Array<{ value: string; label: string; address: string }>;
  certifications: Array<{ name: string; issuer: string; expiry: string | null; status: 'pending' | 'approved' }>;
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
    country: 'Bosnia and Herzegovina',
    lat: 43.8563,
    lon: 18.4131,
    short: 'Strength and mobility coach for busy professionals.',
    description:
      'I help people who sit at a desk all day move without pain and lift with confidence. My programmes combine barbell basics, mobility work and realistic habits that fit a full calendar.',
    specialties: ['Strength training', 'Mobility', 'Posture'],
    modes: ['inPerson', 'online'],
    languages: ['Bosnian', 'English', 'German'],
    availability: [
      ['monday', 'Morning'],
      ['wednesday', 'Morning'],
      ['friday', 'Evening'],
      ['saturday', 'Morning'],
    ],
    gyms: [
      { value: 'sa-fitness-pass', label: 'Fitness Pass Sarajevo', address: 'Zmaja od Bosne 7, Sarajevo' },
      { value: 'sa-city-gym', label: 'City Gym Marijin Dvor', address: 'Maršala Tita 9, Sarajevo' },
    ],
    certifications: [
      {
        name: 'Certified Strength and Conditioning Specialist',
        issuer: 'NSCA',
        expiry: '2027-06-30',
        status: 'approved',
      },
      { name: 'Functional Range Conditioning Mobility Specialist', issuer: 'FRC', expiry: null, status: 'approved' },
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
    country: 'Croatia',
    lat: 45.815,
    lon: 15.9819,
    short: 'Endurance coach: from first 5K to Ironman.',
    description:
      'Former national-level triathlete. I write periodised plans for running, cycling and swimming, and review every session you log so the plan adapts to your week.',
    specialties: ['Endurance', 'Triathlon', 'Running technique'],
    modes: ['online', 'hybrid'],
    languages: ['Croatian', 'English'],
    availability: [
      ['tuesday', 'Evening'],
      ['thursday', 'Evening'],
      ['sunday', 'Morning'],
    ],
    gyms: [{ value: 'zg-mladost', label: 'ŠRC Mladost', address: 'Jarunska ul. 5, Zagreb' }],
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
    country: 'Slovenia',
    lat: 46.0569,
    lon: 14.5058,
    short: 'Yoga and pilates for strong, calm bodies.',
    description:
      'Vinyasa and mat pilates classes for every level, with special attention to pre- and post-natal clients and people coming back from back pain.',
    specialties: ['Yoga', 'Pilates', 'Pre- and post-natal'],
    modes: ['inPerson', 'online', 'selfGuided'],
    languages: ['Slovenian', 'English', 'Croatian'],
    availability: [
      ['monday', 'Evening'],
      ['tuesday', 'Morning'],
      ['thursday', 'Morning'],
      ['saturday', 'Afternoon'],
    ],
    gyms: [
      { value: 'lj-tivoli', label: 'Studio Tivoli', address: 'Celovška cesta 25, Ljubljana' },
      { value: 'lj-center', label: 'Yoga Center Ljubljana', address: 'Trubarjeva 40, Ljubljana' },
      { value: 'lj-btc', label: 'Fitnes BTC', address: 'Šmartinska 152, Ljubljana' },
    ],
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
    country: 'Serbia',
    lat: 44.7866,
    lon: 20.4489,
    short: 'Boxing conditioning and fat loss that sticks.',
    description:
      'Boxing pad work, circuits and straightforward nutrition coaching. Sessions are intense but scaled to where you are today.',
    specialties: ['Boxing', 'HIIT', 'Fat loss'],
    modes: ['inPerson'],
    languages: ['Serbian', 'English'],
    availability: [
      ['monday', 'Afternoon'],
      ['wednesday', 'Afternoon'],
      ['friday', 'Afternoon'],
    ],
    gyms: [{ value: 'bg-fight-club', label: 'Fight Club Dorćol', address: 'Cara Dušana 62, Beograd' }],
    certifications: [
      { name: 'Boxing Coach', issuer: 'Boxing Federation of Serbia', expiry: '2027-03-01', status: 'pending' },
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
    country: 'Germany',
    lat: 52.52,
    lon: 13.405,
    short: 'Evidence-based hypertrophy and nutrition coaching.',
    description:
      'Sports scientist (M.Sc.) coaching muscle gain and body recomposition with clear numbers: training volume, protein targets and weekly check-ins.',
    specialties: ['Hypertrophy', 'Nutrition', 'Body recomposition'],
    modes: ['online', 'hybrid'],
    languages: ['German', 'English'],
    availability: [
      ['tuesday', 'Morning'],
      ['thursday', 'Afternoon'],
      ['saturday', 'Morning'],
    ],
    gyms: [{ value: 'be-mitte', label: 'Urban Gym Mitte', address: 'Torstraße 140, Berlin' }],
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
    country: 'Croatia',
    lat: 43.5081,
    lon: 16.4402,
    short: 'CrossFit and outdoor training by the sea.',
    description:
      'Group and one-to-one CrossFit sessions, beach workouts in summer and a friendly community that keeps you showing up.',
    specialties: ['CrossFit', 'Olympic lifting', 'Outdoor training'],
    modes: ['inPerson', 'hybrid'],
    languages: ['Croatian', 'English', 'Italian'],
    availability: [
      ['monday', 'Morning'],
      ['tuesday', 'Morning'],
      ['wednesday', 'Evening'],
      ['thursday', 'Evening'],
    ],
    gyms: [{ value: 'st-box', label: 'CrossFit Split', address: 'Put Brodarice 6, Split' }],
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
    country: 'Bosnia and Herzegovina',
    lat: 43.3438,
    lon: 17.8078,
    short: 'Rehabilitation and safe return to training.',
    description:
      'Physiotherapist and coach. I bridge the gap between physio and the gym after injuries, surgery or long breaks.',
    specialties: ['Rehabilitation', 'Injury prevention', 'Seniors'],
    modes: ['inPerson', 'online'],
    languages: ['Bosnian', 'Croatian', 'English'],
    availability: [
      ['monday', 'Afternoon'],
      ['wednesday', 'Morning'],
      ['friday', 'Morning'],
    ],
    gyms: [{ value: 'mo-physio', label: 'Physio & Fit Mostar', address: 'Kralja Tvrtka 12, Mostar' }],
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
    country: 'Serbia',
    lat: 45.2671,
    lon: 19.8335,
    short: 'Swimming technique for adults, beginner to masters.',
    description:
      'Learn to swim as an adult or polish your freestyle. Video analysis, drills and a calm, patient approach.',
    specialties: ['Swimming', 'Technique', 'Open water'],
    modes: ['inPerson'],
    languages: ['Serbian', 'Hungarian', 'English'],
    availability: [
      ['tuesday', 'Night'],
      ['thursday', 'Night'],
      ['saturday', 'Morning'],
    ],
    gyms: [{ value: 'ns-spens', label: 'SPENS Pool', address: 'Sutjeska 2, Novi Sad' }],
    certifications: [
      { name: 'Swimming Coach', issuer: 'Swimming Federation of Serbia', expiry: null, status: 'pending' },
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
  country: string;
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
    country: 'Bosnia and Herzegovina',
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
    country: 'Croatia',
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
    country: 'Slovenia',
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
    country: 'Serbia',
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
    country: 'Germany',
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
    country: 'Croatia',
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
    country: 'Bosnia and Herzegovina',
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
    country: 'Serbia',
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
