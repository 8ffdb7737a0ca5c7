import { describe, expect, it } from 'vitest';
import { COOLDOWN_MS, askAgainAt, coachingRequestCreateSchema } from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { createUser } from '#server/repos/users.ts';
import {
  acceptCoachingRequest,
  clientCoaches,
  coachingStanding,
  createCoachingRequest,
  declineCoachingRequest,
  endCoaching,
  withdrawCoachingRequest,
} from '#server/repos/coaching.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(role), passwordHash: null, role, language: 'en' });

const input = (
  trainerId: string,
  name: { firstName?: string; lastName?: string } = { firstName: 'Lejla', lastName: 'Hadžić' },
) => coachingRequestCreateSchema.parse({ trainerId, message: 'Can we start in March?', goal: 'strength', ...name });

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
      expect(await clientCoaches(db, client.id)).toEqual([]);
      const request = await createCoachingRequest(db, client.id, input(trainer.id));
      expect(await clientCoaches(db, client.id)).toEqual([]);
      await acceptCoachingRequest(db, trainer.id, request.id);
      expect(await clientCoaches(db, client.id)).toMatchObject([{ id: trainer.id, photoUrl: null }]);
      await endCoaching(db, trainer.id, client.id);
      expect(await clientCoaches(db, client.id)).toEqual([]);
    });

    it('lists every current coach, a deactivated one marked and unlinked, a deleted one left out', async () => {
      const db = on(name);
      const client = await newUser(db, 'client');
      const [first, second, third] = await Promise.all([
        newUser(db, 'trainer'),
        newUser(db, 'trainer'),
        newUser(db, 'trainer'),
      ]);
      for (const trainer of [first, second, third]) {
        const request = await createCoachingRequest(db, client.id, input(trainer.id));
        await acceptCoachingRequest(db, trainer.id, request.id);
      }
      // The first is listed (name, short description, a specialty): their public page answers.
      const slug = `amra-${first.id.slice(0, 8)}`;
      await db
        .updateTable('trainer_profiles')
        .set({
          first_name: 'Amra',
          last_name: 'Hodžić',
          slug,
          short_description: 'Strength after injuries.',
          contact_email: 'amra@coach.test',
          contact_phone: '+38761123456',
        })
        .where('user_id', '=', first.id)
        .execute();
      await db.insertInto('trainer_specialties').values({ trainer_id: first.id, specialty: 'strength' }).execute();
      // The second is active but unlisted (no name yet): their page is 404, so no link.
      await db
        .updateTable('trainer_profiles')
        .set({ slug: `x-${second.id.slice(0, 8)}` })
        .where('user_id', '=', second.id)
        .execute();
      expect(new Map((await clientCoaches(db, client.id)).map((coach) => [coach.id, coach.slug]))).toEqual(
        new Map([
          [first.id, slug],
          [second.id, null],
          [third.id, null],
        ]),
      );
      await db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', first.id).execute();
      await db.updateTable('users').set({ status: 'deleted' }).where('id', '=', third.id).execute();
      const coaches = await clientCoaches(db, client.id);
      expect(coaches.map((coach) => coach.id).sort()).toEqual([first.id, second.id].sort());
      const byId = new Map(coaches.map((coach) => [coach.id, coach]));
      // Deactivated (SPEC §4): still the client's coach, marked so; their page answers 410, so no link.
      expect(byId.get(first.id)).toMatchObject({
        firstName: 'Amra',
        deactivated: true,
        slug: null,
        contactEmail: 'amra@coach.test',
        contactPhone: '+38761123456',
      });
      expect(byId.get(second.id)).toMatchObject({ deactivated: false, slug: null });
    });

    it('asks a client without a name for it, and saves it with the request in one transaction', async () => {
      const db = on(name);
      const [trainer, client] = await Promise.all([newUser(db, 'trainer'), newUser(db, 'client')]);
      expect(await coachingStanding(db, client.id, trainer.id)).toEqual({ state: 'open', askName: true });
      await expect(createCoachingRequest(db, client.id, input(trainer.id, { firstName: 'Lejla' }))).rejects.toEqual(
        expect.objectContaining({
          kind: 'invalid',
          key: 'coaching_error_name_required',
          details: { fieldErrors: { lastName: ['validation_required'] } },
        }),
      );
      const stored = () =>
        db
          .selectFrom('client_profiles')
          .select(['first_name', 'last_name'])
          .where('user_id', '=', client.id)
          .executeTakeFirstOrThrow();
      // Refused: neither the request nor half a name was saved.
      expect(await stored()).toEqual({ first_name: '', last_name: '' });
      expect(
        await db.selectFrom('coaching_requests').select('id').where('client_id', '=', client.id).execute(),
      ).toEqual([]);
      const sent = await createCoachingRequest(
        db,
        client.id,
        input(trainer.id, { firstName: ' Lejla ', lastName: 'Hadžić' }),
      );
      expect(sent.client).toMatchObject({ firstName: 'Lejla', lastName: 'Hadžić' });
      expect(await stored()).toEqual({ first_name: 'Lejla', last_name: 'Hadžić' });
      // A name once given is the profile's: a later request neither needs nor changes it.
      const other = await newUser(db, 'trainer');
      expect(await coachingStanding(db, client.id, other.id)).toEqual({ state: 'open' });
      await createCoachingRequest(db, client.id, input(other.id, {}));
      await createCoachingRequest(
        db,
        client.id,
        input((await newUser(db, 'trainer')).id, { firstName: 'X', lastName: 'Y' }),
      );
      expect(await stored()).toEqual({ first_name: 'Lejla', last_name: 'Hadžić' });
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
