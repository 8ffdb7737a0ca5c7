import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  brandingUpdateSchema,
  certificationCreateSchema,
  citySearchQuerySchema,
  clientBasicInfoSchema,
  clientGoalsSchema,
  clientHealthSchema,
  clientLocationSchema,
  coachingDeclineSchema,
  coachingRequestCreateSchema,
  fieldErrorKeys,
  galleryUpdateSchema,
  gymCreateSchema,
  gymSearchQuerySchema,
  hasControlCharacters,
  marketplaceQuerySchema,
  reviewReplySchema,
  reviewWriteSchema,
  trainerBasicInfoSchema,
  trainerLocationSchema,
} from '../src/index.ts';

/**
 * Every free text of the contracts goes through one rule: control characters are refused with one
 * translated message (NUL is what the database refuses, the others a reader cannot see); a
 * multi-line text keeps its tabs and line breaks.
 */

const id = '7c9e6679-7425-40de-944b-e07fc1f66afe';

interface TextField {
  name: string;
  schema: z.ZodType;
  /** A valid payload with `text` in the field. */
  payload: (text: string) => unknown;
  /** Where the field's message is reported. */
  path: string;
  lines: boolean;
}

const trainerBasics = (patch: Record<string, unknown>) => ({
  version: 0,
  firstName: 'Ana',
  lastName: 'Kovač',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  trainerSince: 2015,
  shortdescription: 'Strength coach',
  description: null,
  contactEmail: 'ana@example.com',
  contactPhone: null,
  ...patch,
});
const clientBasics = (patch: Record<string, unknown>) => ({
  version: 0,
  firstName: 'Adna',
  lastName: 'Begić',
  dateOfBirth: '1995-02-03',
  gender: 'female',
  ...patch,
});
const location = (patch: Record<string, unknown>) => ({
  version: 0,
  location: { city: 'Sarajevo', state: 'FBiH', countryCode: 'BA', lat: 43.85, lon: 18.41, ...patch },
});

const field = (
  name: string,
  schema: z.ZodType,
  payload: (text: string) => unknown,
  path: string,
  lines: boolean,
): TextField => ({ name, schema, payload, path, lines });

const fields: TextField[] = [
  field('certification name', certificationCreateSchema, (name) => ({ name }), 'name', false),
  field('certification issuer', certificationCreateSchema, (issuer) => ({ name: 'NASM', issuer }), 'issuer', false),
  field('review', reviewWriteSchema, (body) => ({ rating: 5, body }), 'body', true),
  field('review reply', reviewReplySchema, (reply) => ({ reply }), 'reply', true),
  field('request message', coachingRequestCreateSchema, (message) => ({ trainerId: id, message }), 'message', true),
  field('decline reason', coachingDeclineSchema, (reason) => ({ reason }), 'reason', true),
  field('gym name', gymCreateSchema, (name) => ({ name, address: 'Titova 1', lat: 43.8, lon: 18.4 }), 'name', false),
  field(
    'gym address',
    gymCreateSchema,
    (address) => ({ name: 'Iron', address, lat: 43.8, lon: 18.4 }),
    'address',
    false,
  ),
  field('trainer first name', trainerBasicInfoSchema, (firstName) => trainerBasics({ firstName }), 'firstName', false),
  field('trainer last name', trainerBasicInfoSchema, (lastName) => trainerBasics({ lastName }), 'lastName', false),
  field(
    'trainer short description',
    trainerBasicInfoSchema,
    (shortdescription) => trainerBasics({ shortdescription }),
    'shortdescription',
    true,
  ),
  field(
    'trainer description',
    trainerBasicInfoSchema,
    (description) => trainerBasics({ description }),
    'description',
    true,
  ),
  field('client first name', clientBasicInfoSchema, (firstName) => clientBasics({ firstName }), 'firstName', false),
  field('client last name', clientBasicInfoSchema, (lastName) => clientBasics({ lastName }), 'lastName', false),
  field(
    'client description',
    clientBasicInfoSchema,
    (description) => clientBasics({ description }),
    'description',
    true,
  ),
  field(
    'previous activities',
    clientBasicInfoSchema,
    (previousActivities) => clientBasics({ previousActivities }),
    'previousActivities',
    true,
  ),
  field(
    'goal description',
    clientGoalsSchema,
    (goalDescription) => ({ version: 0, goalDescription, preferredActivities: [], languages: [] }),
    'goalDescription',
    true,
  ),
  field(
    'medical conditions',
    clientHealthSchema,
    (medicalConditions) => ({ version: 0, medicalConditions }),
    'medicalConditions',
    true,
  ),
  field('allergies', clientHealthSchema, (allergies) => ({ version: 0, allergies }), 'allergies', true),
  field('client city', clientLocationSchema, (city) => location({ city }), 'location.city', false),
  field('client state', clientLocationSchema, (state) => location({ state }), 'location.state', false),
  field('trainer city', trainerLocationSchema, (city) => ({ ...location({ city }), gyms: [] }), 'location.city', false),
  field(
    'brand title',
    brandingUpdateSchema,
    (customLogoTitle) => ({ useCustomLogo: true, hideLogoImage: false, customLogoTitle }),
    'customLogoTitle',
    false,
  ),
  field(
    'brand tagline',
    brandingUpdateSchema,
    (customLogoTagline) => ({ useCustomLogo: true, hideLogoImage: false, customLogoTagline }),
    'customLogoTagline',
    false,
  ),
  field(
    'gallery description',
    galleryUpdateSchema,
    (description) => ({ images: [{ mediaId: id, isHighlighted: false, description }] }),
    'images.0.description',
    true,
  ),
];

/** NUL, the other C0 controls (tab and line breaks apart), DEL and a C1 control. */
const alwaysRefused = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
];
const lineCharacters = ['\t', '\n', '\r\n'];

function messagesAt(schema: z.ZodType, payload: unknown, path: string): unknown[] | undefined {
  const result = schema.safeParse(payload);
  if (result.success) return undefined;
  return fieldErrorKeys(result.error)[path];
}

describe('free text refuses control characters with one message', () => {
  it.each(fields.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(f.schema.safeParse(f.payload('Plain text, ćevapi ✓')).success).toBe(true);
    for (const character of alwaysRefused) {
      expect(messagesAt(f.schema, f.payload(`Before${character}after`), f.path), JSON.stringify(character)).toEqual([
        'validation_control_characters',
      ]);
    }
    for (const character of lineCharacters) {
      const messages = messagesAt(f.schema, f.payload(`First${character}second`), f.path);
      expect(messages, JSON.stringify(character)).toEqual(f.lines ? undefined : ['validation_control_characters']);
    }
  });

  it('covers the 25 free text fields of the contracts', () => {
    expect(fields).toHaveLength(25);
  });
});

describe('search queries refuse control characters too', () => {
  it.each([
    ['marketplace text', () => marketplaceQuerySchema.safeParse({ q: 'str\u0000' }), 'q'],
    ['marketplace city', () => marketplaceQuerySchema.safeParse({ city: 'Zag\u0001reb' }), 'city'],
    ['city search', () => citySearchQuerySchema.safeParse({ q: 'Sa\u0000' }), 'q'],
    ['gym search', () => gymSearchQuerySchema.safeParse({ q: 'Ir\u0009on', lat: 1, lon: 1 }), 'q'],
  ] as const)('%s', (_name, parse, path) => {
    const result = parse();
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorKeys(result.error)[path]).toEqual(['validation_control_characters']);
  });
});

describe('hasControlCharacters', () => {
  it('lets line breaks and tabs through only in multi-line text', () => {
    expect(hasControlCharacters('a\tb\nc\r\n')).toBe(true);
    expect(hasControlCharacters('a\tb\nc\r\n', { lines: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { lines: true })).toBe(true);
    expect(hasControlCharacters('Žena 👩 ‎ok')).toBe(false);
  });
});
