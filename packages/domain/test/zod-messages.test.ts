import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../src/index.ts';
import { fieldErrorKeys, locales, parameterisedMessageKeys, zodMessageKeys, type MessageRef } from '../src/index.ts';

const messagesDir = path.resolve(import.meta.dirname, '../../i18n/messages');
const catalogs = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>,
  ]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/** Every message is a key of every locale's catalog, and names only the values it comes with. */
function expectTranslatable(message: string | MessageRef, where: string): void {
  const { key, params } = typeof message === 'string' ? { key: message, params: {} } : message;
  for (const locale of locales) {
    const text = catalogs[locale]![key];
    expect(text, `${where}: '${key}' is not a key of ${locale}.json`).toBeTypeOf('string');
    expect(placeholders(text!), `${where}: the values of '${key}' in ${locale}`).toEqual(Object.keys(params).sort());
  }
}

type Schema = z.core.$ZodType;

/** The schema a wrapper (optional, nullable, default, catch, pipe…) validates first. */
function inner(schema: Schema): Schema | undefined {
  const def = schema._zod.def as { innerType?: Schema; in?: Schema };
  return def.innerType ?? def.in;
}

const wrongValues: unknown[] = [undefined, null, 42, -1, 1.5, '', 'x', ' ', 'x'.repeat(3000), true, [], {}, ['x']];

/**
 * Invalid inputs for a schema: wrong values of every kind, and for objects and lists the same one
 * level down, so each field's own checks (and not only the type of the whole) are reached.
 */
function invalidInputs(schema: Schema, depth = 0): unknown[] {
  const def = schema._zod.def as { type: string; shape?: Record<string, Schema>; element?: Schema };
  const unwrapped = inner(schema);
  if (unwrapped) return invalidInputs(unwrapped, depth);
  if (depth > 2) return wrongValues;
  if (def.type === 'object' && def.shape) {
    return [
      ...wrongValues,
      ...Object.entries(def.shape).flatMap(([key, field]) =>
        invalidInputs(field, depth + 1).map((value) => ({ [key]: value })),
      ),
    ];
  }
  if (def.type === 'array' && def.element) {
    const elements = invalidInputs(def.element, depth + 1);
    return [...wrongValues, ...elements.map((value) => [value]), Array.from({ length: 60 }, () => elements[0])];
  }
  return wrongValues;
}

const exportedSchemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('messages of the domain schemas', () => {
  it('finds the schemas the domain exports', () => {
    expect(exportedSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['loginSchema', 'registerSchema', 'galleryUpdateSchema', 'brandingUpdateSchema']),
    );
  });

  it.each(exportedSchemas)('every issue of %s is a message key of every language', (name, schema) => {
    let issues = 0;
    for (const input of invalidInputs(schema)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const [field, messages] of Object.entries(fieldErrorKeys(result.error))) {
        for (const message of messages) expectTranslatable(message, `${name} ${field} ${JSON.stringify(input)}`);
        issues += messages.length;
      }
    }
    if (name !== 'returnToSchema') expect(issues).toBeGreaterThan(0);
  });
});

describe('the zod error map', () => {
  const firstMessage = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error(`${JSON.stringify(input)} was accepted`);
    return Object.values(fieldErrorKeys(result.error))[0]![0]!;
  };

  it.each([
    ['a missing value', z.string(), undefined, 'validation_required'],
    ['null', z.number(), null, 'validation_required'],
    ['a value of the wrong type', z.boolean(), 'yes', 'validation_invalid'],
    ['empty text', z.string().min(1), '', 'validation_required'],
    ['text too short', z.string().min(3), 'ab', { key: 'validation_text_too_short', params: { min: 3 } }],
    ['text too long', z.string().max(5), 'abcdefg', { key: 'validation_text_too_long', params: { max: 5 } }],
    ['text of the wrong length', z.string().length(6), '123', { key: 'validation_text_length', params: { length: 6 } }],
    ['a list too short', z.array(z.string()).min(2), [], { key: 'validation_list_too_short', params: { min: 2 } }],
    [
      'a list too long',
      z.array(z.string()).max(1),
      ['a', 'b'],
      { key: 'validation_list_too_long', params: { max: 1 } },
    ],
    [
      'a list of the wrong length',
      z.array(z.number()).length(2),
      [1],
      { key: 'validation_list_length', params: { length: 2 } },
    ],
    ['a number too small', z.number().min(1), 0, { key: 'validation_number_too_small', params: { min: 1 } }],
    ['a number too big', z.int().max(10), 11, { key: 'validation_number_too_big', params: { max: 10 } }],
    ['a number not above', z.number().gt(0), 0, { key: 'validation_number_not_greater', params: { min: 0 } }],
    ['a number not below', z.number().lt(5), 5, { key: 'validation_number_not_less', params: { max: 5 } }],
    ['a number off the step', z.number().multipleOf(5), 7, { key: 'validation_number_step', params: { step: 5 } }],
    ['a date too early', z.date().min(new Date('2020-01-01')), new Date('2019-01-01'), 'validation_date_too_early'],
    ['a date too late', z.date().max(new Date('2020-01-01')), new Date('2021-01-01'), 'validation_date_too_late'],
    ['a set too small', z.set(z.string()).min(1), new Set(), { key: 'validation_list_too_short', params: { min: 1 } }],
    ['a bad email', z.email(), 'nope', 'validation_email_invalid'],
    ['a bad web address', z.url(), 'nope', 'validation_url_invalid'],
    ['a bad date', z.iso.date(), '2024-13-45', 'validation_date_invalid'],
    ['a bad date and time', z.iso.datetime(), 'yesterday', 'validation_date_invalid'],
    ['a bad time', z.iso.time(), '25:99', 'validation_time_invalid'],
    ['a bad id', z.uuid(), 'x', 'validation_invalid'],
    ['a pattern not matched', z.string().regex(/^a/), 'b', 'validation_invalid'],
    ['an unknown option', z.enum(['a', 'b']), 'c', 'validation_option_invalid'],
    ['another literal', z.literal('trainer'), 'client', 'validation_option_invalid'],
    [
      'an unknown field',
      z.strictObject({ a: z.string() }),
      { a: 'x', b: 1 },
      { key: 'validation_fields_unexpected', params: { fields: 'b' } },
    ],
    ['no union member', z.union([z.string(), z.number()]), true, 'validation_invalid'],
    ['a bad record key', z.record(z.string().regex(/^a/), z.string()), { b: 'x' }, 'validation_invalid'],
    ['a failed refinement', z.string().refine((value) => value === 'ok'), 'no', 'validation_invalid'],
    ['a failed custom check', z.custom<string>((value) => value === 'ok'), 'no', 'validation_invalid'],
  ] as const)('names %s', (_name, schema, input, expected) => {
    const message = firstMessage(schema, input);
    expect(message).toEqual(expected);
    expectTranslatable(message, _name);
  });

  it('leaves a message a schema names itself alone', () => {
    expect(firstMessage(z.string({ error: 'validation_color_hex' }), 5)).toBe('validation_color_hex');
    expect(firstMessage(z.string().max(2, { error: 'validation_too_long' }), 'abc')).toBe('validation_too_long');
  });

  it('gives only keys every language has, with the values their texts name', () => {
    for (const key of zodMessageKeys) {
      const name = (parameterisedMessageKeys as Record<string, string>)[key];
      for (const locale of locales) {
        expect(catalogs[locale]![key], `${locale}.${key}`).toBeTypeOf('string');
        expect(placeholders(catalogs[locale]![key]!), `${locale}.${key}`).toEqual(name ? [name] : []);
      }
    }
  });
});
