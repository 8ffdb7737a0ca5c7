import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, freshIp, json, signIn, signInAs } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';

type Role = 'trainer' | 'client';
interface SectionState {
  values: Record<string, unknown>;
  version: number;
}
interface Answer {
  success?: boolean;
  data?: SectionState;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

const register = (role: Role) => registerAt(baseUrl(), role, freshIp());
const path = (role: Role, section: string) => `/api/users/${role}/profile/${section}`;

async function read(cookie: string, role: Role, section: string): Promise<SectionState> {
  const response = await call(path(role, section), { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as Answer).data!;
}

async function save(cookie: string, role: Role, section: string, payload: unknown) {
  const response = await call(path(role, section), { method: 'PUT', cookie, ...json(payload) });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** A payload of the section as stored, with the version it was read at. */
const payloadOf = (state: SectionState) => ({ ...state.values, version: state.version });

const trainerValues = {
  'basic-info': {
    firstName: 'Vedran',
    lastName: 'Šarić',
    dateOfBirth: '1991-03-08',
    gender: 'male',
    trainerSince: 2015,
    shortdescription: 'Kettlebells and calisthenics for busy people.',
    description: 'I coach strength with little equipment: kettlebells, rings and your own body weight.',
    contactEmail: 'Vedran.Saric@Example.TEST',
    contactPhone: '+387 61 123 456',
  },
  languages: { languages: ['bs', 'en', 'de'] },
  availability: {
    availability: [
      { weekday: 'friday', timeSlot: 'Evening' },
      { weekday: 'monday', timeSlot: 'Morning' },
      { weekday: 'monday', timeSlot: 'Night' },
    ],
    sessionDuration: 90,
    cancellationPolicy: 48,
    timeZone: 'Europe/Sarajevo',
  },
  specialties: {
    specialties: ['strength', 'weight_loss', 'seniors'],
    trainingTypes: ['weight_training', 'crossfit'],
    trainingModes: ['inPerson', 'online'],
    trainingEnvironments: ['home', 'outdoors'],
    serviceFeatures: ['support24_7', 'mealPlanning'],
    nutritionExtras: ['groceryLists'],
  },
} as const;

const trainerStored = {
  'basic-info': {
    ...trainerValues['basic-info'],
    contactEmail: 'vedran.saric@example.test',
    contactPhone: '+38761123456',
  },
  languages: trainerValues.languages,
  availability: {
    ...trainerValues.availability,
    availability: [
      { weekday: 'monday', timeSlot: 'Morning' },
      { weekday: 'monday', timeSlot: 'Night' },
      { weekday: 'friday', timeSlot: 'Evening' },
    ],
  },
  // Lists come back in the order of the option lists.
  specialties: {
    specialties: ['weight_loss', 'strength', 'seniors'],
    trainingTypes: ['weight_training', 'crossfit'],
    trainingModes: ['inPerson', 'online'],
    trainingEnvironments: ['home', 'outdoors'],
    serviceFeatures: ['support24_7', 'mealPlanning'],
    nutritionExtras: ['groceryLists'],
  },
};

const clientValues = {
  'basic-info': {
    firstName: 'Lejla',
    lastName: 'Hadžić',
    dateOfBirth: '1996-07-21',
    gender: 'female',
    height: 171,
    weight: 63.5,
    description: 'Office worker who wants to get strong.',
    contactEmail: 'lejla@example.test',
    contactPhone: '+385 91 234 5678',
    experienceLevel: 'beginner',
    previousActivities: 'Some running and yoga at home.',
  },
  goals: {
    primaryGoal: 'strength',
    secondaryGoal: 'flexibility',
    goalDescription: 'Ten push-ups in a row by spring.',
    preferredActivities: ['weight_training', 'yoga'],
    languages: ['hr', 'en'],
  },
  health: { medicalConditions: 'Asthma', allergies: 'Pollen' },
  location: {
    location: { city: 'Zagreb', state: 'City of Zagreb', countryCode: 'HR', lat: 45.815, lon: 15.9819 },
  },
} as const;

const clientStored = {
  ...clientValues,
  'basic-info': { ...clientValues['basic-info'], contactPhone: '+385912345678' },
};

/** Each refused payload, as a change of a valid one, with the field its error names. */
type Case = [name: string, change: (valid: Record<string, unknown>) => Record<string, unknown>, field: string];

const without = (key: string) => (valid: Record<string, unknown>) => {
  const copy = { ...valid };
  delete copy[key];
  return copy;
};
const set = (key: string, value: unknown) => (valid: Record<string, unknown>) => ({ ...valid, [key]: value });

const trainerCases: Record<string, Case[]> = {
  'basic-info': [
    ['missing first name', without('firstName'), 'firstName'],
    ['blank first name', set('firstName', '   '), 'firstName'],
    ['first name of the wrong type', set('firstName', 42), 'firstName'],
    ['first name too long', set('firstName', 'x'.repeat(101)), 'firstName'],
    ['last name too long', set('lastName', 'x'.repeat(101)), 'lastName'],
    ['missing birth date', without('dateOfBirth'), 'dateOfBirth'],
    ['birth date in the future', set('dateOfBirth', '2999-01-01'), 'dateOfBirth'],
    ['younger than 16', set('dateOfBirth', new Date().toISOString().slice(0, 10)), 'dateOfBirth'],
    ['not a date', set('dateOfBirth', '12/03/1990'), 'dateOfBirth'],
    ['unknown gender', set('gender', 'other'), 'gender'],
    ['missing gender', without('gender'), 'gender'],
    ['trainer since 51 years ago', set('trainerSince', new Date().getUTCFullYear() - 50), 'trainerSince'],
    ['trainer since next year', set('trainerSince', new Date().getUTCFullYear() + 1), 'trainerSince'],
    ['trainer since as text', set('trainerSince', '2015'), 'trainerSince'],
    ['short description of 86 characters', set('shortdescription', 'x'.repeat(86)), 'shortdescription'],
    ['description over 5,000 characters', set('description', 'x'.repeat(5001)), 'description'],
    ['missing contact email', without('contactEmail'), 'contactEmail'],
    ['invalid contact email', set('contactEmail', 'not-an-email'), 'contactEmail'],
    ['invalid phone', set('contactPhone', '+387 12'), 'contactPhone'],
    ['phone of the wrong type', set('contactPhone', 38761123456), 'contactPhone'],
    ['missing version', without('version'), 'version'],
    ['negative version', set('version', -1), 'version'],
  ],
  languages: [
    ['unknown language code', set('languages', ['en', 'xx']), 'languages.1'],
    ['a language name instead of a code', set('languages', ['English']), 'languages.0'],
    ['duplicate language', set('languages', ['en', 'en']), 'languages'],
    ['more than 20 languages', set('languages', ['aa', 'ab', 'af', 'ak', 'am', 'an', 'ar', 'as', 'av', 'ay', 'az', 'ba', 'be', 'bg', 'bi', 'bm', 'bn', 'bo', 'br', 'bs', 'ca']), 'languages'], // prettier-ignore
    ['languages not a list', set('languages', 'en'), 'languages'],
  ],
  availability: [
    ['unknown weekday', set('availability', [{ weekday: 'someday', timeSlot: 'Morning' }]), 'availability.0.weekday'],
    ['unknown time slot', set('availability', [{ weekday: 'monday', timeSlot: 'Noon' }]), 'availability.0.timeSlot'],
    ['duplicate slot', set('availability', [{ weekday: 'monday', timeSlot: 'Morning' }, { weekday: 'monday', timeSlot: 'Morning' }]), 'availability'], // prettier-ignore
    ['session of 14 minutes', set('sessionDuration', 14), 'sessionDuration'],
    ['session of 481 minutes', set('sessionDuration', 481), 'sessionDuration'],
    ['session of 30.5 minutes', set('sessionDuration', 30.5), 'sessionDuration'],
    ['session as text', set('sessionDuration', 'sixty'), 'sessionDuration'],
    ['negative cancellation', set('cancellationPolicy', -1), 'cancellationPolicy'],
    ['cancellation over 168 hours', set('cancellationPolicy', 169), 'cancellationPolicy'],
    ['unknown time zone', set('timeZone', 'Mars/Olympus'), 'timeZone'],
  ],
  specialties: [
    ['unknown specialty', set('specialties', ['strength', 'juggling']), 'specialties.1'],
    ['duplicate specialty', set('specialties', ['strength', 'strength']), 'specialties'],
    ['unknown training type', set('trainingTypes', ['curling']), 'trainingTypes.0'],
    ['unknown mode', set('trainingModes', ['telepathy']), 'trainingModes.0'],
    ['unknown environment', set('trainingEnvironments', ['moon']), 'trainingEnvironments.0'],
    ['unknown service feature', set('serviceFeatures', ['massage']), 'serviceFeatures.0'],
    ['unknown nutrition extra', set('nutritionExtras', ['candy']), 'nutritionExtras.0'],
    ['missing training types', without('trainingTypes'), 'trainingTypes'],
  ],
  location: [
    ['unknown country code', set('location', { city: 'X', state: '', countryCode: 'Bosnia', lat: null, lon: null }), 'location.countryCode'], // prettier-ignore
    ['latitude out of range', set('location', { city: 'X', state: '', countryCode: 'BA', lat: 91, lon: 10 }), 'location.lat'], // prettier-ignore
    ['longitude without latitude', set('location', { city: 'X', state: '', countryCode: 'BA', lat: null, lon: 10 }), 'location.lat'], // prettier-ignore
    ['city too long', set('location', { city: 'x'.repeat(121), state: '', countryCode: 'BA', lat: null, lon: null }), 'location.city'], // prettier-ignore
    ['gym that is not an id', set('gyms', [{ value: 'sa-fitness-pass', label: 'Fitness Pass' }]), 'gyms.0.value'],
    ['gym not in the directory', set('gyms', [{ value: crypto.randomUUID(), label: 'Ghost Gym' }]), 'gyms.0.value'],
  ],
};

const clientCases: Record<string, Case[]> = {
  'basic-info': [
    ['missing first name', without('firstName'), 'firstName'],
    ['first name too long', set('firstName', 'x'.repeat(101)), 'firstName'],
    ['missing birth date', without('dateOfBirth'), 'dateOfBirth'],
    ['birth date in the future', set('dateOfBirth', '2999-01-01'), 'dateOfBirth'],
    ['missing gender', without('gender'), 'gender'],
    ['unknown gender', set('gender', 'x'), 'gender'],
    ['height 99', set('height', 99), 'height'],
    ['height 251', set('height', 251), 'height'],
    ['height of the wrong type', set('height', '170cm'), 'height'],
    ['weight 29', set('weight', 29), 'weight'],
    ['weight 201', set('weight', 201), 'weight'],
    ['description over 5,000 characters', set('description', 'x'.repeat(5001)), 'description'],
    ['invalid contact email', set('contactEmail', 'lejla@'), 'contactEmail'],
    ['invalid phone', set('contactPhone', 'call me'), 'contactPhone'],
    ['unknown experience level', set('experienceLevel', 'expert'), 'experienceLevel'],
    ['previous activities too long', set('previousActivities', 'x'.repeat(2001)), 'previousActivities'],
  ],
  goals: [
    ['secondary goal equal to the primary', set('secondaryGoal', 'strength'), 'secondaryGoal'],
    ['unknown primary goal', set('primaryGoal', 'fame'), 'primaryGoal'],
    ['unknown activity', set('preferredActivities', ['yoga', 'chess']), 'preferredActivities.1'],
    ['duplicate activity', set('preferredActivities', ['yoga', 'yoga']), 'preferredActivities'],
    ['unknown language', set('languages', ['zz']), 'languages.0'],
    ['goal description too long', set('goalDescription', 'x'.repeat(2001)), 'goalDescription'],
  ],
  health: [
    ['medical conditions too long', set('medicalConditions', 'x'.repeat(2001)), 'medicalConditions'],
    ['allergies of the wrong type', set('allergies', ['pollen']), 'allergies'],
  ],
  location: [
    ['country name instead of a code', set('location', { city: 'Zagreb', state: '', countryCode: 'Croatia', lat: null, lon: null }), 'location.countryCode'], // prettier-ignore
    ['latitude as text', set('location', { city: 'Zagreb', state: '', countryCode: 'HR', lat: 'north', lon: 15 }), 'location.lat'], // prettier-ignore
  ],
};

let trainer: string;
let client: string;

beforeAll(async () => {
  [trainer, client] = await Promise.all([register('trainer'), register('client')]);
});

describe('the trainer profile sections', () => {
  for (const [section, values] of Object.entries(trainerValues)) {
    it(`saves ${section} and reads it back with the next version`, async () => {
      const before = await read(trainer, 'trainer', section);
      const saved = await save(trainer, 'trainer', section, { ...values, version: before.version });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({
        values: trainerStored[section as keyof typeof trainerStored],
        version: before.version + 1,
      });
      expect(await read(trainer, 'trainer', section)).toEqual(saved.body.data);
    });
  }

  for (const [section, cases] of Object.entries(trainerCases)) {
    for (const [name, change, field] of cases) {
      it(`refuses ${section}: ${name}, and changes nothing`, async () => {
        const before = await read(trainer, 'trainer', section);
        const { status, body } = await save(trainer, 'trainer', section, change(payloadOf(before)));
        expect(status).toBe(400);
        expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
        expect(await read(trainer, 'trainer', section)).toEqual(before);
      });
    }
  }

  it('refuses a save from a stale version with 409 and keeps the newer values', async () => {
    const first = await read(trainer, 'trainer', 'languages');
    const saved = await save(trainer, 'trainer', 'languages', { languages: ['hr'], version: first.version });
    expect(saved.status).toBe(200);
    const stale = await save(trainer, 'trainer', 'languages', { languages: ['sl'], version: first.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed elsewhere/);
    expect(stale.body.data).toBeUndefined();
    expect(await read(trainer, 'trainer', 'languages')).toEqual(saved.body.data);
    const ahead = await save(trainer, 'trainer', 'languages', { languages: ['sl'], version: first.version + 5 });
    expect(ahead.status).toBe(409);
    for (const version of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect((await save(trainer, 'trainer', 'languages', { languages: ['sl'], version })).status).toBe(409);
    }
    expect((await save(trainer, 'trainer', 'languages', { languages: ['sl'], version: 1e300 })).status).toBe(400);
    expect(await read(trainer, 'trainer', 'languages')).toEqual(saved.body.data);
  });

  it('lets only one of two saves from the same version through', async () => {
    const before = await read(trainer, 'trainer', 'availability');
    const [a, b] = await Promise.all([
      save(trainer, 'trainer', 'availability', { ...payloadOf(before), sessionDuration: 30 }),
      save(trainer, 'trainer', 'availability', { ...payloadOf(before), sessionDuration: 120 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(await read(trainer, 'trainer', 'availability')).toEqual(winner.body.data);
  });

  it('stores empty session length and cancellation as the defaults, and an empty time zone as none', async () => {
    const before = await read(trainer, 'trainer', 'availability');
    const saved = await save(trainer, 'trainer', 'availability', {
      availability: [],
      sessionDuration: '',
      cancellationPolicy: null,
      timeZone: '',
      version: before.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.values).toEqual({
      availability: [],
      sessionDuration: 60,
      cancellationPolicy: 24,
      timeZone: null,
    });
  });

  it('answers 404 for an unknown section, also on names of Object.prototype', async () => {
    for (const section of ['contact', 'health', 'constructor', '__proto__', 'toString']) {
      expect((await call(path('trainer', section), { cookie: trainer })).status).toBe(404);
      const put = await call(path('trainer', section), { method: 'PUT', cookie: trainer, ...json({ version: 0 }) });
      expect(put.status).toBe(404);
    }
  });

  it('answers 401 to the anonymous and 403 to clients and admins', async () => {
    expect((await call(path('trainer', 'basic-info'))).status).toBe(401);
    expect((await call(path('trainer', 'basic-info'), { method: 'PUT', ...json({ version: 0 }) })).status).toBe(401);
    for (const cookie of [client, await signIn('admin')]) {
      expect((await call(path('trainer', 'basic-info'), { cookie })).status).toBe(403);
      const put = await call(path('trainer', 'basic-info'), { method: 'PUT', cookie, ...json({ version: 0 }) });
      expect(put.status).toBe(403);
    }
  });
});

describe("the trainer's gyms", () => {
  let directory: Array<{ value: string; label: string; address: string }>;

  beforeAll(async () => {
    // Seeded trainers work at gyms of the directory: their choices give real directory ids.
    const jana = await signInAs('jana.novak@spotter.test');
    const amra = await signIn('trainer');
    const gymsOf = async (cookie: string) =>
      (await read(cookie, 'trainer', 'location')).values.gyms as Array<{
        value: string;
        label: string;
        address: string;
      }>;
    directory = [...(await gymsOf(jana)), ...(await gymsOf(amra))];
    expect(directory.length).toBeGreaterThanOrEqual(4);
  });

  it('saves up to three gyms in order, with name and address from the directory', async () => {
    const before = await read(trainer, 'trainer', 'location');
    const location = { city: 'Ljubljana', state: 'Central Slovenia', countryCode: 'si', lat: 46.0569, lon: 14.5058 };
    const chosen = [directory[2]!, directory[0]!, directory[1]!];
    const saved = await save(trainer, 'trainer', 'location', {
      location,
      gyms: chosen.map((gym) => ({ value: gym.value, label: 'whatever the browser said', address: '' })),
      version: before.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      values: { location: { ...location, countryCode: 'SI' }, gyms: chosen },
      version: before.version + 1,
    });
    expect(await read(trainer, 'trainer', 'location')).toEqual(saved.body.data);
  });

  it('refuses a fourth gym and a duplicate, and changes nothing', async () => {
    const before = await read(trainer, 'trainer', 'location');
    const four = await save(trainer, 'trainer', 'location', {
      ...payloadOf(before),
      gyms: directory.slice(0, 4).map((gym) => ({ value: gym.value })),
    });
    expect(four.status).toBe(400);
    expect(four.body.fieldErrors?.gyms).toEqual(['Maximum of 3 locations reached']);
    const twice = await save(trainer, 'trainer', 'location', {
      ...payloadOf(before),
      gyms: [{ value: directory[0]!.value }, { value: directory[0]!.value }],
    });
    expect(twice.status).toBe(400);
    expect(Object.keys(twice.body.fieldErrors ?? {})).toContain('gyms');
    const twiceInOtherCase = await save(trainer, 'trainer', 'location', {
      ...payloadOf(before),
      gyms: [{ value: directory[0]!.value }, { value: directory[0]!.value.toUpperCase() }],
    });
    expect(twiceInOtherCase.status).toBe(400);
    expect(Object.keys(twiceInOtherCase.body.fieldErrors ?? {})).toEqual(['gyms.1.value']);
    expect(await read(trainer, 'trainer', 'location')).toEqual(before);
  });

  it('names the unknown gym among known ones', async () => {
    const before = await read(trainer, 'trainer', 'location');
    const { status, body } = await save(trainer, 'trainer', 'location', {
      ...payloadOf(before),
      gyms: [{ value: directory[0]!.value }, { value: crypto.randomUUID() }],
    });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(['gyms.1.value']);
    expect(await read(trainer, 'trainer', 'location')).toEqual(before);
  });
});

describe('the client profile sections', () => {
  for (const [section, values] of Object.entries(clientValues)) {
    it(`saves ${section} and reads it back with the next version`, async () => {
      const before = await read(client, 'client', section);
      const saved = await save(client, 'client', section, { ...values, version: before.version });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({
        values: clientStored[section as keyof typeof clientStored],
        version: before.version + 1,
      });
      expect(await read(client, 'client', section)).toEqual(saved.body.data);
    });
  }

  for (const [section, cases] of Object.entries(clientCases)) {
    for (const [name, change, field] of cases) {
      it(`refuses ${section}: ${name}, and changes nothing`, async () => {
        const before = await read(client, 'client', section);
        const { status, body } = await save(client, 'client', section, change(payloadOf(before)));
        expect(status).toBe(400);
        expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
        expect(await read(client, 'client', section)).toEqual(before);
      });
    }
  }

  it('lets the primary goal be switched off while a secondary goal stays', async () => {
    const before = await read(client, 'client', 'goals');
    const saved = await save(client, 'client', 'goals', { ...payloadOf(before), primaryGoal: null });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.values).toMatchObject({ primaryGoal: null, secondaryGoal: before.values.secondaryGoal });
  });

  it('refuses a stale health save with 409 and keeps the stored values', async () => {
    const before = await read(client, 'client', 'health');
    const saved = await save(client, 'client', 'health', { ...payloadOf(before), allergies: 'Dust' });
    expect(saved.status).toBe(200);
    const stale = await save(client, 'client', 'health', { ...payloadOf(before), allergies: 'Cats' });
    expect(stale.status).toBe(409);
    expect(await read(client, 'client', 'health')).toEqual(saved.body.data);
  });

  it('answers 404 for an unknown section and 401/403 to everyone but clients', async () => {
    expect((await call(path('client', 'availability'), { cookie: client })).status).toBe(404);
    expect((await call(path('client', 'hasOwnProperty'), { cookie: client })).status).toBe(404);
    expect((await call(path('client', 'health'))).status).toBe(401);
    for (const cookie of [trainer, await signIn('admin')]) {
      expect((await call(path('client', 'health'), { cookie })).status).toBe(403);
      const put = await call(path('client', 'health'), { method: 'PUT', cookie, ...json({ version: 0 }) });
      expect(put.status).toBe(403);
    }
  });
});

describe("a client's health data", () => {
  let adnaId: string;
  const healthPath = (clientId: string) => `/api/users/trainer/clients/${clientId}/health`;

  beforeAll(async () => {
    const adna = await signIn('client');
    const session = (await (await call('/api/auth/session', { cookie: adna })).json()) as {
      data: { user: { id: string } };
    };
    adnaId = session.data.user.id;
  });

  it('reaches the trainer the client is connected to', async () => {
    const response = await call(healthPath(adnaId), { cookie: await signIn('trainer') });
    expect(response.status).toBe(200);
    const adna = await signIn('client');
    const own = await read(adna, 'client', 'health');
    expect(((await response.json()) as { data: unknown }).data).toEqual(own.values);
  });

  it('is not found for a trainer the client is not connected to, nor for unknown ids', async () => {
    const luka = await signInAs('luka.babic@spotter.test');
    expect((await call(healthPath(adnaId), { cookie: luka })).status).toBe(404);
    expect((await call(healthPath(crypto.randomUUID()), { cookie: luka })).status).toBe(404);
    expect((await call(healthPath('not-an-id'), { cookie: luka })).status).toBe(404);
    expect((await call(healthPath(adnaId), { cookie: trainer })).status).toBe(404);
  });

  it('is refused to clients, admins and the anonymous', async () => {
    expect((await call(healthPath(adnaId))).status).toBe(401);
    expect((await call(healthPath(adnaId), { cookie: client })).status).toBe(403);
    expect((await call(healthPath(adnaId), { cookie: await signIn('admin') })).status).toBe(403);
  });
});
