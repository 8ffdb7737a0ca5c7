import { describe, expect, it } from 'vitest';
import { limits, readRequestCoaching, requestCoachingData } from '../src/index.ts';

const trainer = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  firstName: 'Amra',
  lastName: 'Hodžić',
  slug: 'amra-hodzic',
  specialties: ['strength', 'flexibility'] as const,
  rating: 4.8,
  city: 'Sarajevo',
  certifications: ['NASM Certified Personal Trainer'],
};

describe('the request-coaching handoff', () => {
  const setAt = Date.UTC(2026, 10, 24, 12, 0, 0);
  const stored = JSON.stringify(
    requestCoachingData({ ...trainer, specialties: [...trainer.specialties] }, 'trainers-marketplace', setAt),
  );

  it('holds the SPEC §3 fields, expiring 30 minutes (1,800,000 ms) after it was set', () => {
    const data = JSON.parse(stored);
    expect(data).toMatchObject({
      trainer: {
        id: trainer.id,
        firstName: 'Amra',
        lastName: 'Hodžić',
        name: 'Amra Hodžić',
        specialties: ['strength', 'flexibility'],
        trainerInfo: { rating: 4.8 },
        location: { city: 'Sarajevo' },
        certifications: ['NASM Certified Personal Trainer'],
      },
      source: 'trainers-marketplace',
      coachId: trainer.id,
      coachName: 'Amra Hodžić',
      timestamp: setAt,
      expiresAt: setAt + 1_800_000,
    });
    expect(limits.coachingRequestLifetimeMs).toBe(1_800_000);
  });

  it('is read back at 29:59 and not at 30:00 or 30:01', () => {
    expect(readRequestCoaching(stored, setAt + 29 * 60_000 + 59_000)?.coachId).toBe(trainer.id);
    expect(readRequestCoaching(stored, setAt + 30 * 60_000)).toBeNull();
    expect(readRequestCoaching(stored, setAt + 30 * 60_000 + 1_000)).toBeNull();
  });

  it('reads nothing from missing, broken or altered data', () => {
    expect(readRequestCoaching(null, setAt)).toBeNull();
    expect(readRequestCoaching('{not json', setAt)).toBeNull();
    expect(readRequestCoaching('"text"', setAt)).toBeNull();
    expect(readRequestCoaching(JSON.stringify({ __proto__: { coachId: trainer.id } }), setAt)).toBeNull();
    const other = { ...JSON.parse(stored), coachId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' };
    expect(readRequestCoaching(JSON.stringify(other), setAt)).toBeNull();
    const foreign = { ...JSON.parse(stored), source: 'elsewhere' };
    expect(readRequestCoaching(JSON.stringify(foreign), setAt)).toBeNull();
  });
});
