import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodMessageKeys } from '@spotter/domain';
import { translateValidationErrors, validationMessage, validationMessageKeys } from '../src/index.ts';

const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../messages/en.json'), 'utf8')) as Record<
  string,
  string
>;

describe('validation messages', () => {
  it('knows every key the zod error map gives and every validation message of the catalog', () => {
    const catalogKeys = Object.keys(english).filter((key) => key.startsWith('validation_'));
    expect(validationMessageKeys).toEqual(expect.arrayContaining([...zodMessageKeys, ...catalogKeys]));
  });

  it('translates a key, or a key with its values, into the given language', () => {
    expect(validationMessage('validation_required', 'de')).toBe('Dieses Feld ist erforderlich.');
    expect(validationMessage({ key: 'validation_text_too_long', params: { max: 60 } }, 'bs')).toBe(
      'Koristite najviše 60 znakova.',
    );
    expect(
      translateValidationErrors(
        { email: ['validation_email_invalid'], 'images.0': [{ key: 'validation_list_too_long', params: { max: 50 } }] },
        'en',
      ),
    ).toEqual({ email: ['Enter a valid email address.'], 'images.0': ['Choose at most 50 items.'] });
  });

  it('passes text that is not one of its keys through (a message the server already translated)', () => {
    expect(validationMessage('Unesite važeću e-mail adresu.', 'de')).toBe('Unesite važeću e-mail adresu.');
    expect(validationMessage('__proto__', 'de')).toBe('__proto__');
  });
});
