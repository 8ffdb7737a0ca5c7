import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, freshIp, json } from '../helpers/http.ts';
import { registerAt } from '../helpers/media.ts';

/**
 * NUL and the other control characters in any free text, and in any search query: a 400 with the
 * field's translated message (never a 500), and nothing a request sent ends up in the server's log.
 */

const messages = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../packages/i18n/messages/en.json'), 'utf8'),
) as Record<string, string>;
const controlMessage = messages.validation_control_characters!;

/** Sent in every refused text: it must never appear in the log. */
const marker = `Private-${crypto.randomUUID()}`;
const someId = '7c9e6679-7425-40de-944b-e07fc1f66afe';

let client = '';
let trainer = '';

beforeAll(async () => {
  client = await registerAt(baseUrl(), 'client', freshIp());
  trainer = await registerAt(baseUrl(), 'trainer', freshIp());
});

interface Case {
  name: string;
  actor: () => string;
  method: 'PUT' | 'POST';
  path: string;
  /** The payload with `text` in the field under test. */
  payload: (text: string) => unknown;
  field: string;
}

const withVersion = (values: Record<string, unknown>) => ({ version: 0, ...values });

const cases: Case[] = [
  {
    name: 'client health (multi-line)',
    actor: () => client,
    method: 'PUT',
    path: '/api/users/client/profile/health',
    payload: (text) => withVersion({ medicalConditions: text, allergies: null }),
    field: 'medicalConditions',
  },
  {
    name: 'client name',
    actor: () => client,
    method: 'PUT',
    path: '/api/users/client/profile/basic-info',
    payload: (text) => withVersion({ firstName: text, lastName: 'Begić', dateOfBirth: '1987-03-14', gender: 'female' }),
    field: 'firstName',
  },
  {
    name: 'client city',
    actor: () => client,
    method: 'PUT',
    path: '/api/users/client/profile/location',
    payload: (text) => withVersion({ location: { city: text, state: '', countryCode: 'BA', lat: null, lon: null } }),
    field: 'location.city',
  },
  {
    name: 'trainer description (multi-line)',
    actor: () => trainer,
    method: 'PUT',
    path: '/api/users/trainer/profile/basic-info',
    payload: (text) =>
      withVersion({
        firstName: 'Vedran',
        lastName: 'Šarić',
        dateOfBirth: '1991-03-08',
        gender: 'male',
        trainerSince: 2015,
        shortdescription: 'Strength coach',
        description: text,
        contactEmail: 'vedran@example.test',
        contactPhone: null,
      }),
    field: 'description',
  },
  {
    name: 'brand title',
    actor: () => trainer,
    method: 'PUT',
    path: '/api/users/trainer/branding',
    payload: (text) => ({ useCustomLogo: true, hideLogoImage: false, customLogoTitle: text }),
    field: 'customLogoTitle',
  },
  {
    name: 'certification name',
    actor: () => trainer,
    method: 'POST',
    path: '/api/users/trainer/certifications',
    payload: (text) => ({ name: text, issuer: 'NASM' }),
    field: 'name',
  },
  {
    name: 'gym name',
    actor: () => trainer,
    method: 'POST',
    path: '/api/places/gyms',
    payload: (text) => ({ name: text, address: 'Titova 1', lat: 43.85, lon: 18.41 }),
    field: 'name',
  },
  {
    name: 'coaching request message (multi-line)',
    actor: () => client,
    method: 'POST',
    path: '/api/coaching-requests',
    payload: (text) => ({ trainerId: someId, message: text }),
    field: 'message',
  },
  {
    name: 'decline reason (multi-line)',
    actor: () => trainer,
    method: 'POST',
    path: `/api/coaching-requests/${someId}/decline`,
    payload: (text) => ({ reason: text }),
    field: 'reason',
  },
  {
    name: 'review (multi-line)',
    actor: () => client,
    method: 'PUT',
    path: `/api/trainers/${someId}/review`,
    payload: (text) => ({ rating: 5, body: text }),
    field: 'body',
  },
  {
    name: 'review reply (multi-line)',
    actor: () => trainer,
    method: 'POST',
    path: `/api/reviews/${someId}/reply`,
    payload: (text) => ({ reply: text }),
    field: 'reply',
  },
];

/** NUL, other C0 controls (tab and line breaks apart), DEL. */
const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f'];

describe('a control character in a free text is a 400 with the field’s message', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const character of controls) {
      const response = await call(c.path, {
        method: c.method,
        cookie: c.actor(),
        ...json(c.payload(`${marker}${character}1987-03-14`)),
      });
      const body = (await response.json()) as { error?: string; fieldErrors?: Record<string, string[]> };
      expect(response.status, JSON.stringify(character)).toBe(400);
      expect(body.fieldErrors?.[c.field], JSON.stringify(character)).toEqual([controlMessage]);
    }
  });

  it('keeps tabs and line breaks in a multi-line text', async () => {
    const response = await call('/api/users/client/profile/health', {
      method: 'PUT',
      cookie: client,
      ...json({ version: 0, medicalConditions: 'Asthma\n\tsince 2009\r\nmild', allergies: null }),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { data: { values: { medicalConditions: string } } };
    expect(saved.data.values.medicalConditions).toBe('Asthma\n\tsince 2009\r\nmild');
  });
});

describe('a control character in a search query is a 400', () => {
  it.each([
    ['/api/trainers?q=str%01ength', 'anonymous'],
    ['/api/trainers?city=Zag%1Freb', 'anonymous'],
    ['/api/trainers?q=%09strength', 'anonymous'],
    ['/trainers?q=str%07', 'anonymous'],
    ['/api/places/cities?q=sa%01r', 'client'],
    ['/api/places/gyms?q=ir%1Bon&lat=43.85&lon=18.41', 'trainer'],
  ] as const)('%s', async (target, actor) => {
    const response = await call(target, actor === 'anonymous' ? {} : { cookie: actor === 'client' ? client : trainer });
    expect(response.status).toBe(400);
  });
});

describe('the server log', () => {
  it('holds nothing a refused request sent', async () => {
    const logFile = path.join(inject('dataDir'), 'server.log');
    expect(existsSync(logFile)).toBe(true);
    // The texts above were all refused; the log (whatever it holds) names none of them.
    expect(readFileSync(logFile, 'utf8')).not.toContain(marker);
  });
});
