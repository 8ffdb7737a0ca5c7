import { notificationSettingsSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { notificationSettings, updateNotificationSettings } from '#server/repos/notifications.ts';

const route = '/api/users/notifications';

/** The caller's email-notification switches, those of their role only (absent ones are on). */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) =>
  ok(await notificationSettings(db, user)),
);

/** Changes some switches; a switch of another role is a 400. */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: notificationSettingsSchema },
  async ({ user, body, db }) => ok(await updateNotificationSettings(db, user, body)),
);
