import { describe, expect, it } from 'vitest';
import { mediaRules } from '@spotter/domain';
import { acceptFor, claimedKind, megabytes, ruleFailure } from '../src/media/file-kind.ts';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('browser-side file checks (the server decides from the bytes)', () => {
  it('reads the declared type, mending common misnamings, else the extension', () => {
    expect(claimedKind(file('a.jpg', 'image/pjpeg'))).toBe('image/jpeg');
    expect(claimedKind(file('clip.avi', 'video/avi'))).toBe('video/x-msvideo');
    expect(claimedKind(file('PHOTO.JPEG', ''))).toBe('image/jpeg');
    expect(claimedKind(file('noextension', ''))).toBe('');
  });

  it('refuses by type first, then by size, per purpose', () => {
    expect(ruleFailure(mediaRules.profile_photo, file('me.webp', 'image/webp'))).toBe('type');
    expect(ruleFailure(mediaRules.brand_logo, file('logo.webp', 'image/webp'))).toBeNull();
    expect(ruleFailure(mediaRules.profile_photo, file('me.png', 'image/png', 1024 * 1024 + 1))).toBe('size');
    expect(ruleFailure(mediaRules.profile_photo, file('me.png', 'image/png', 1024 * 1024))).toBeNull();
  });

  it('offers the picker the rule’s types and their extensions', () => {
    expect(acceptFor(mediaRules.brand_logo).sort()).toEqual([
      '.jpeg',
      '.jpg',
      '.png',
      '.webp',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(megabytes(1024 * 1024)).toBe('1');
    expect(megabytes(2.5 * 1024 * 1024)).toBe('2.5');
  });
});
