import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayName, fullName, initialsOf, tidyName } from '../src/index.ts';

const labels = { admin: 'Admin' };

describe('display names', () => {
  it('joins first and last name, tidied', () => {
    expect(displayName({ firstName: 'Đorđe', lastName: 'Šimić', email: 'd@x.test', role: 'client' }, labels)).toBe(
      'Đorđe Šimić',
    );
    expect(displayName({ firstName: '  Ana  Marija ', lastName: ' Kovačević ', role: 'trainer' }, labels)).toBe(
      'Ana Marija Kovačević',
    );
    expect(fullName({ firstName: 'Mirza', lastName: '' })).toBe('Mirza');
    expect(fullName({ firstName: null, lastName: 'Begić' })).toBe('Begić');
  });

  it('composes decomposed letters, so the same name is the same text', () => {
    expect(tidyName('S\u030Cejla')).toBe('Šejla');
    expect(fullName({ firstName: 'C\u0301atic\u0301' })).toBe('Ćatić');
  });

  it('calls an admin without a name by the label, never by the email', () => {
    const admin = { firstName: '', lastName: '  ', email: 'admin@spotter.test', role: 'admin' as const };
    expect(displayName(admin, labels)).toBe('Admin');
    expect(displayName(admin, { admin: 'Administrator' })).toBe('Administrator');
    expect(displayName({ ...admin, firstName: 'Selma' }, labels)).toBe('Selma');
  });

  it('falls back to the email for clients and trainers who have not set a name yet', () => {
    expect(
      displayName({ firstName: '', lastName: '', email: ' new.client@spotter.test ', role: 'client' }, labels),
    ).toBe('new.client@spotter.test');
    expect(displayName({ email: 'coach@spotter.test', role: 'trainer' }, labels)).toBe('coach@spotter.test');
  });

  it('calls a nameless person shown to others (no email given) by the unnamed label, so a card always has a heading', () => {
    const unnamed = { admin: 'Admin', unnamed: 'Client without a name' };
    expect(displayName({ firstName: '', lastName: ' ' }, unnamed)).toBe('Client without a name');
    expect(displayName({ firstName: null, lastName: null, role: 'client' }, unnamed)).toBe('Client without a name');
    expect(displayName({ firstName: 'Mirza', lastName: '' }, unnamed)).toBe('Mirza');
  });
});

describe('initials', () => {
  it('takes the first letter of the first and the last word', () => {
    expect(initialsOf('Amra Hodžić')).toBe('AH');
    expect(initialsOf({ firstName: 'Amra', lastName: 'Hodžić' })).toBe('AH');
    expect(initialsOf('  ana marija kovačević  ')).toBe('AK');
    expect(initialsOf({ firstName: 'Ana Marija', lastName: 'Kovač-Horvat' })).toBe('AK');
  });

  it('keeps Unicode letters whole', () => {
    expect(initialsOf('Đorđe Šimić')).toBe('ĐŠ');
    expect(initialsOf('Šejla Ćatić')).toBe('ŠĆ');
    expect(initialsOf('Ђорђе Шимић')).toBe('ЂШ');
    expect(initialsOf('S\u030Cejla C\u0301atic\u0301')).toBe('ŠĆ');
    expect(initialsOf('Ölçer Über')).toBe('ÖÜ');
    expect(initialsOf('žana')).toBe('Ž');
  });

  it('gives one initial for a single name', () => {
    expect(initialsOf('Mirza')).toBe('M');
    expect(initialsOf({ firstName: 'Mirza', lastName: '' })).toBe('M');
    expect(initialsOf({ firstName: '', lastName: 'Begić' })).toBe('B');
  });

  it('is empty without a name, and skips words without letters', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('   ')).toBe('');
    expect(initialsOf({ firstName: null, lastName: undefined })).toBe('');
    expect(initialsOf('— —')).toBe('');
    expect(initialsOf('(Mirza) —')).toBe('M');
  });

  it('the sidebar, the More menu and the photo field agree: object and string give the same', () => {
    expect(initialsOf({ firstName: 'Haris', lastName: 'Mehmedović' })).toBe(
      initialsOf(fullName({ firstName: 'Haris', lastName: 'Mehmedović' })),
    );
  });

  it('is upper-case and the same from parts or from the joined name, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (firstName, lastName) => {
        const result = initialsOf({ firstName, lastName });
        expect(result).toBe(result.toUpperCase());
        expect(result).toBe(initialsOf(`${firstName} ${lastName}`));
      }),
    );
  });
});
