import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import {
  fieldErrorKeys,
  loginSchema,
  registerSchema,
  selfServiceRoles,
  type LoginInput,
  type RegisterInput,
  type SelfServiceRole,
} from '@spotter/domain';
import { translateKey } from '@spotter/i18n';
import { getDb, type DB } from '../db/index.ts';
import { readForm } from '../http/body.ts';
import { refusalOf } from '../http/errors.ts';
import { translateFieldErrors } from '../http/responses.ts';
import { login, register, type Registered } from './service.ts';
import { landingFor, type SignedIn, type Visit } from './sign-in.ts';

/** A password form: how its fields become the input, and the sign-in it performs. */
export interface PasswordForm<Input> {
  parse(email: string, form: URLSearchParams): z.ZodSafeParseResult<Input>;
  /** Signs in, or (registration) answers with the address a message went to. */
  submit(db: DB, input: Input, visit: Visit): Promise<SignedIn | Registered>;
}

const field = (form: URLSearchParams, name: string) => form.get(name) ?? undefined;

/** The sign-in and registration forms of the pages (their JSON twins take the same schemas as a body). */
export const passwordForms = {
  login: {
    parse: (email, form) => loginSchema.safeParse({ email, password: field(form, 'password') }),
    submit: login,
  } satisfies PasswordForm<LoginInput>,
  register: {
    parse: (email, form) =>
      registerSchema.safeParse({ email, password: field(form, 'password'), role: field(form, 'role') }),
    submit: register,
  } satisfies PasswordForm<RegisterInput>,
};

/** What a sign-in page shows: the values typed, shown again, and what went wrong. */
export interface PasswordFormState {
  email: string;
  role: SelfServiceRole | undefined;
  error?: string;
  fieldErrors: Record<string, string[]>;
  /** Set once the form signed someone in: where they go next. */
  redirectTo?: string;
  /** Set once a registration was taken: the address to look for the message at ("Check your inbox"). */
  checkInbox?: string;
}

type FormPage = Visit & Pick<AstroGlobal, 'response'>;

/**
 * Answers a password form posted to its page (the forms work without JavaScript). A body that is
 * not a form, or too large, is refused like at the JSON endpoints (415/413), never a 500; an
 * invalid form is a 400 with messages by field; a refused sign-in keeps its status (and
 * Retry-After) and shows its message.
 */
export async function handlePasswordForm<Input>(
  page: FormPage,
  form: PasswordForm<Input>,
  initial: { returnTo: string | undefined; role?: SelfServiceRole | undefined },
): Promise<PasswordFormState> {
  const state: PasswordFormState = { email: '', role: initial.role, fieldErrors: {} };
  if (page.request.method !== 'POST') return state;
  const { locale } = page.locals;
  try {
    const fields = await readForm(page.request);
    state.email = (fields.get('email') ?? '').slice(0, 254);
    state.role = selfServiceRoles.find((role) => role === fields.get('role'));
    const parsed = form.parse(state.email, fields);
    if (!parsed.success) {
      page.response.status = 400;
      state.fieldErrors = translateFieldErrors(fieldErrorKeys(parsed.error), locale);
      return state;
    }
    const result = await form.submit(await getDb(), parsed.data, page);
    if ('role' in result) state.redirectTo = landingFor(result.role, initial.returnTo);
    else state.checkInbox = result.email;
  } catch (error) {
    showRefusal(page, state, error);
  }
  return state;
}

/** What an emailed-link form (forgot password, reset password) shows: the values typed and what went wrong. */
export interface LinkFormState {
  /** The form was accepted. */
  done: boolean;
  fields: URLSearchParams;
  error?: string;
  fieldErrors: Record<string, string[]>;
}

/**
 * Answers a form posted to its page, like handlePasswordForm: a body that is not a form is refused
 * (415/413), an invalid one is a 400 with messages by field, a refusal keeps its status (and
 * Retry-After) and shows its message.
 */
export async function handleLinkForm<Input>(
  page: FormPage,
  parse: (fields: URLSearchParams) => z.ZodSafeParseResult<Input>,
  submit: (db: DB, input: Input) => Promise<void>,
): Promise<LinkFormState> {
  const state: LinkFormState = { done: false, fields: new URLSearchParams(), fieldErrors: {} };
  if (page.request.method !== 'POST') return state;
  const { locale } = page.locals;
  try {
    state.fields = await readForm(page.request);
    const parsed = parse(state.fields);
    if (!parsed.success) {
      page.response.status = 400;
      state.fieldErrors = translateFieldErrors(fieldErrorKeys(parsed.error), locale);
      return state;
    }
    await submit(await getDb(), parsed.data);
    state.done = true;
  } catch (error) {
    showRefusal(page, state, error);
  }
  return state;
}

/**
 * A refusal (a domain error) shown on the form's page: its status (and Retry-After) on the answer,
 * its message and field messages in the reader's language. Anything else is thrown on.
 */
function showRefusal(
  page: FormPage,
  state: { error?: string; fieldErrors: Record<string, string[]> },
  error: unknown,
): void {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  const { locale } = page.locals;
  page.response.status = refusal.status;
  const retryAfter = refusal.options.headers?.['retry-after'];
  if (retryAfter) page.response.headers.set('retry-after', retryAfter);
  state.error = translateKey(refusal.key, refusal.options.params ?? {}, locale);
  state.fieldErrors = translateFieldErrors(refusal.options.fieldErrors ?? {}, locale);
}
