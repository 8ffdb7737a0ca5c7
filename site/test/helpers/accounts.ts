import { expect } from 'vitest';
import { baseUrl, call, freshIp, json } from './http.ts';
import { registerAt } from './media.ts';

/** Fresh accounts over HTTP for the feature tests: JSON calls, a signed-in account, a coaching connection. */

export interface Answer<T> {
  data?: T;
  error?: string;
  fieldErrors?: Record<string, string[]>;
}

export interface Account {
  cookie: string;
  id: string;
}

/** A JSON call as `cookie`'s account (none: anonymous): its status and parsed answer. */
export async function send<T>(cookie: string | undefined, method: string, path: string, body?: unknown) {
  const response = await call(path, { method, cookie, ...(body === undefined ? {} : json(body)) });
  return { status: response.status, body: (await response.json()) as Answer<T> };
}

/** A new account of `role`, registered from a fresh address and signed in. */
export async function account(role: 'trainer' | 'client'): Promise<Account> {
  const cookie = await registerAt(baseUrl(), role, freshIp());
  const { body } = await send<{ user: { id: string } }>(cookie, 'GET', '/api/auth/session');
  return { cookie, id: body.data!.user.id };
}

/**
 * The client asks the trainer for coaching (naming themselves: an account registered by the API
 * has no name yet) and the trainer accepts: the two are connected.
 */
export async function connect(trainer: Account, client: Account, name = { firstName: 'Lejla', lastName: 'Hadžić' }) {
  const asked = await send<{ id: string }>(client.cookie, 'POST', '/api/coaching-requests', {
    trainerId: trainer.id,
    message: 'Could we train together?',
    ...name,
  });
  expect(asked.status).toBe(201);
  expect((await send(trainer.cookie, 'POST', `/api/coaching-requests/${asked.body.data!.id}/accept`)).status).toBe(200);
}
