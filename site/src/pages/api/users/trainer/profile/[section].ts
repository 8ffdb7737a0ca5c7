import { z } from 'zod';
import { trainerSectionSchemas, trainerSections, type TrainerSection } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { parseBody, validate } from '#server/http/body.ts';
import { HttpError, ok } from '#server/http/responses.ts';
import { saveTrainerSection, trainerSectionOf } from '#server/repos/profile.ts';

const route = '/api/users/trainer/profile/[section]';
const sections: ReadonlySet<string> = new Set(trainerSections);

/** The section named by the path, or 404 for any other name. */
function sectionOf(param: string | undefined): TrainerSection {
  if (param === undefined || !sections.has(param)) throw new HttpError(404, 'error_not_found');
  return param as TrainerSection;
}

/** One section of the signed-in trainer's profile: `{ values, version }`. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ context, user, db }) =>
  ok(await trainerSectionOf(db, user.id, sectionOf(context.params.section))),
);

/**
 * Saves one section: its values plus the `version` they were read at. A stale version is a 409
 * and changes nothing; a save answers the section as stored, with its new version.
 */
export const PUT = defineEndpoint({ route, method: 'PUT' }, async ({ context, user, db }) => {
  // The body is read before the section is looked up, so a malformed body is refused the same everywhere.
  const raw = await parseBody(context.request, z.unknown());
  const section = sectionOf(context.params.section);
  const payload = validate(trainerSectionSchemas[section], raw);
  return ok(await saveTrainerSection(db, user.id, section, payload));
});
