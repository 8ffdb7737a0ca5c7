import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, askAgainAt, coachingRequestCreateSchema } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  acceptCoachingRequest,
  clientCoach,
  createCoachingRequest,
  declineCoachingRequest,
  endCoaching,
  withdrawCoachingRequest,
} from '#server/repos/coaching.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(role), passwordHash: null, role, language: 'en' });

const input = (trainerId: string) =>
  coachingRequestCreateSchema.parse({ trainerId, message: 'Can we start in March?', goal: 'strength' });

const refusedWith = (key: string) => expect.objectContaining({ kind: 'conflict', key });

describe('askAgainAt', () => {
  it('is the end of the cooldown while it lasts, then null', () => {
    const closed = new Date('2026-11-01T10:00:00Z');
    expect(askAgainAt(null)).toBeNull();
    expect(askAgainAt(closed, new Date('2026-11-08T09:59:59Z'))).toEqual(new Date('2026-11-08T10:00:00Z'));
    expect(askAgainAt(closed, new Date('2026-11-08T10:00:00Z'))).toBeNull();
  });
});

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`coaching requests on ${title}`, () => {
    for (const [how, close] of [
      [
        'a decline',
        (db: DB, trainerId: string, clientId: string, id: string) =>
          declineCoachingRequest(db, trainerId, id, { reason: null }),
      ],
      [
        'a withdrawal',
        (db: DB, _trainerId: string, clientId: string, id: string) => withdrawCoachingRequest(db, clientId, id),
      ],
      [
        'an ended coaching',
        async (db: DB, trainerId: string, clientId: string, id: string) => {
          await acceptCoachingRequest(db, trainerId, id);
          await endCoaching(db, trainerId, clientId);
        },
      ],
    ] as const)
      it(`after ${how}, the same trainer can be asked again once the cooldown has passed`, async () => {
        const db = on(name);
        const [trainer, client] = await Promise.all([newUser(db, 'trainer'), newUser(db, 'client')]);
        const first = await createCoachingRequest(db, client.id, input(trainer.id));
        const closedAt = Date.now();
        await close(db, trainer.id, client.id, first.id);
        await expect(
          createCoachingRequest(db, client.id, input(trainer.id), new Date(closedAt + COOLDOWN_MS - 60_000)),
        ).rejects.toEqual(refusedWith('coaching_error_cooldown'));
        const again = await createCoachingRequest(
          db,
          client.id,
          input(trainer.id),
          new Date(closedAt + COOLDOWN_MS + 60_000),
        );
        expect(again.status).toBe('pending');
      });

    it("names the client's coach from the accepted request until the coaching ends", async () => {
      const db = on(name);
      const [trainer, client] = await Promise.all([newUser(db, 'trainer'), newUser(db, 'client')]);
      expect(await clientCoach(db, client.id)).toBeNull();
      const request = await createCoachingRequest(db, client.id, input(trainer.id));
      expect(await clientCoach(db, client.id)).toBeNull();
      await acceptCoachingRequest(db, trainer.id, request.id);
      expect(await clientCoach(db, client.id)).toMatchObject({ id: trainer.id, photoUrl: null });
      await endCoaching(db, trainer.id, client.id);
      expect(await clientCoach(db, client.id)).toBeNull();
    });

    it('keeps a deactivated trainer from being asked, and a request answered once', async () => {
      const db = on(name);
      const [trainer, client] = await Promise.all([newUser(db, 'trainer'), newUser(db, 'client')]);
      const request = await createCoachingRequest(db, client.id, input(trainer.id));
      await declineCoachingRequest(db, trainer.id, request.id, { reason: 'Full' });
      await expect(acceptCoachingRequest(db, trainer.id, request.id)).rejects.toEqual(
        refusedWith('coaching_error_not_pending'),
      );
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', trainer.id).execute();
      await expect(createCoachingRequest(db, client.id, input(trainer.id))).rejects.toEqual(
        expect.objectContaining({ kind: 'not_found', key: 'coaching_error_trainer_unavailable' }),
      );
    });
  });
