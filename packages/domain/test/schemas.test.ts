import { describe, expect, it } from 'vitest';
import { fieldErrorKeys, loginSchema, registerSchema, returnToSchema, updateLanguageSchema } from '../src/index.ts';

describe('auth schemas', () => {
  it('accepts a valid registration and normalises the email', () => {
    const parsed = registerSchema.parse({ email: '  Ana@Example.COM ', password: 'x'.repeat(8), role: 'client' });
    expect(parsed.email).toBe('ana@example.com');
  });

  it('refuses passwords outside 8–128 characters and never truncates', () => {
    const short = registerSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(7), role: 'trainer' });
    expect(short.success).toBe(false);
    const long = registerSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129), role: 'trainer' });
    expect(long.success).toBe(false);
    expect(registerSchema.parse({ email: 'a@b.co', password: 'x'.repeat(128), role: 'trainer' }).password).toHaveLength(
      128,
    );
  });

  it('does not let anyone register as admin', () => {
    const result = registerSchema.safeParse({ email: 'a@b.co', password: 'long enough', role: 'admin' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorKeys(result.error)).toEqual({ role: ['validation_role_required'] });
  });

  it('reports message keys per field', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorKeys(result.error)).toEqual({
        email: ['validation_email_invalid'],
        password: ['validation_password_required'],
      });
    }
  });

  it('accepts only the six languages', () => {
    expect(updateLanguageSchema.safeParse({ language: 'sl' }).success).toBe(true);
    expect(updateLanguageSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('keeps only same-site return paths', () => {
    expect(returnToSchema.parse('/trainer/dashboard?x=1')).toBe('/trainer/dashboard?x=1');
    expect(returnToSchema.parse('//evil.example')).toBeUndefined();
    expect(returnToSchema.parse('https://evil.example')).toBeUndefined();
    expect(returnToSchema.parse('/\\evil')).toBeUndefined();
  });
});
