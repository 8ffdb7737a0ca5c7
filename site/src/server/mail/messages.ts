import type { Locale, OAuthProvider } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { config } from '../config.ts';
import { logger } from '../log.ts';
import { renderMail } from './layout.ts';
import { sendMail, type MailMessage } from './transport.ts';

/** The product's messages, each in its recipient's language (users.language, or the page's for a new account). */

const url = (path: string) => `${config().PUBLIC_ORIGIN}${path}`;
const providerName: Record<OAuthProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The welcome mail of a new account, or a new verification link: the link confirms the address. */
export function verificationMail(to: string, locale: Locale, token: string, welcome: boolean): MailMessage {
  const subject = welcome ? m.mail_welcome_subject({}, { locale }) : m.mail_verify_subject({}, { locale });
  return {
    to,
    ...renderMail({
      locale,
      subject,
      heading: welcome ? m.mail_welcome_heading({}, { locale }) : m.mail_verify_subject({}, { locale }),
      paragraphs: [welcome ? m.mail_welcome_body({}, { locale }) : m.mail_verify_body({}, { locale })],
      action: { label: m.mail_verify_action({}, { locale }), url: url(`/auth/verify-email?token=${token}`) },
      note: m.mail_verify_note({}, { locale }),
    }),
  };
}

/** To the owner of an address someone tried to register with again. */
export function registrationAttemptMail(to: string, locale: Locale): MailMessage {
  const subject = m.mail_taken_subject({}, { locale });
  return {
    to,
    ...renderMail({
      locale,
      subject,
      heading: subject,
      paragraphs: [
        m.mail_taken_body({ email: to }, { locale }),
        m.mail_taken_reset({ url: url('/auth/forgot-password') }, { locale }),
      ],
      action: { label: m.mail_sign_in_action({}, { locale }), url: url('/auth/login') },
      note: m.mail_taken_note({}, { locale }),
    }),
  };
}

/** A password-reset link. */
export function resetMail(to: string, locale: Locale, token: string): MailMessage {
  const subject = m.mail_reset_subject({}, { locale });
  return {
    to,
    ...renderMail({
      locale,
      subject,
      heading: m.mail_reset_heading({}, { locale }),
      paragraphs: [m.mail_reset_body({}, { locale })],
      action: { label: m.mail_reset_heading({}, { locale }), url: url(`/auth/reset-password?token=${token}`) },
      note: m.mail_reset_note({}, { locale }),
    }),
  };
}

/** In place of a reset link, to an account that signs in only through a provider (SPEC §5, §6). */
export function resetProviderMail(to: string, locale: Locale, provider: OAuthProvider): MailMessage {
  const name = providerName[provider];
  return {
    to,
    ...renderMail({
      locale,
      subject: m.mail_reset_subject({}, { locale }),
      heading: m.mail_reset_oauth_heading({ provider: name }, { locale }),
      paragraphs: [m.mail_reset_oauth_body({ provider: name }, { locale })],
      action: { label: m.mail_sign_in_action({}, { locale }), url: url('/auth/login') },
      note: m.mail_reset_oauth_note({}, { locale }),
    }),
  };
}

/** The longest part of a client's message a notification quotes. */
const EXCERPT_CHARS = 280;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : flat;
};

/** To a trainer: a client asks for coaching. */
export function coachingRequestMail(
  to: string,
  locale: Locale,
  request: { clientName: string | null; message: string | null },
): MailMessage {
  const name = request.clientName || m.mail_name_client_fallback({}, { locale });
  return {
    to,
    ...renderMail({
      locale,
      subject: m.mail_request_subject({ name }, { locale }),
      heading: m.mail_request_heading({ name }, { locale }),
      paragraphs: request.message?.trim()
        ? [m.mail_request_message({ excerpt: excerpt(request.message) }, { locale })]
        : [],
      action: { label: m.mail_request_action({}, { locale }), url: url('/trainer/dashboard/new-clients') },
      note: m.mail_notifications_note({}, { locale }),
    }),
  };
}

/** To a client: the trainer accepted or declined their request. */
export function coachingAnswerMail(
  to: string,
  locale: Locale,
  answer: { trainerName: string | null; accepted: boolean; reason: string | null },
): MailMessage {
  const name = answer.trainerName || m.mail_name_trainer_fallback({}, { locale });
  const subject = answer.accepted
    ? m.mail_accepted_subject({ name }, { locale })
    : m.mail_declined_subject({ name }, { locale });
  const paragraphs = answer.accepted
    ? [m.mail_accepted_body({ name }, { locale })]
    : [
        m.mail_declined_body({ name }, { locale }),
        ...(answer.reason?.trim() ? [m.mail_declined_reason({ reason: excerpt(answer.reason) }, { locale })] : []),
      ];
  return {
    to,
    ...renderMail({
      locale,
      subject,
      heading: subject,
      paragraphs,
      action: { label: m.mail_answered_action({}, { locale }), url: url('/client/dashboard/trainwithcoach') },
      note: m.mail_notifications_note({}, { locale }),
    }),
  };
}

/** To a trainer: an admin approved their identity verification, or rejected it with a reason. */
export function verificationDecisionMail(decided: {
  trainerEmail: string;
  trainerLocale: Locale;
  status: string;
  reason: string | null;
}): MailMessage {
  const locale = decided.trainerLocale;
  const approved = decided.status === 'completed';
  const subject = approved
    ? m.mail_verification_approved_subject({}, { locale })
    : m.mail_verification_rejected_subject({}, { locale });
  const paragraphs = approved
    ? [m.mail_verification_approved_body({}, { locale })]
    : [
        m.mail_verification_rejected_body({}, { locale }),
        ...(decided.reason?.trim()
          ? [m.mail_verification_rejected_reason({ reason: excerpt(decided.reason) }, { locale })]
          : []),
      ];
  return {
    to: decided.trainerEmail,
    ...renderMail({
      locale,
      subject,
      heading: subject,
      paragraphs,
      action: { label: m.mail_verification_action({}, { locale }), url: url('/trainer/dashboard/edit#verification') },
      note: m.mail_verification_note({}, { locale }),
    }),
  };
}

/**
 * Sends without holding the request: the answer never waits for the mail server and never
 * fails because of it (a refused or unreachable server is logged by sendMail). Registration
 * relies on it: a taken address and a free one answer alike, whichever mail goes out.
 */
export function sendInBackground(message: MailMessage | Promise<MailMessage | null>): void {
  void Promise.resolve(message)
    .then((ready) => (ready ? sendMail(ready) : undefined))
    .catch((error: unknown) => logger.warn({ reason: (error as Error).message }, 'background mail not sent'));
}
