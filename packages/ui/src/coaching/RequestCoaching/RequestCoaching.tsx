import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  clientGoals,
  coachingLimits,
  profileFieldLimits,
  requestCoachingAnchor,
  type ClientGoal,
  type CoachingStanding,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { NativeSelect } from '../../primitives/NativeSelect/index.ts';
import { TextArea, TextField } from '../../primitives/TextField/index.ts';
import { goalLabels } from '../../profile/optionLabels.ts';
import { formatDate } from '../shared.ts';
import * as styles from './RequestCoaching.css.ts';

export interface RequestCoachingValues {
  message: string;
  goal: ClientGoal | null;
  /** Given only when the form asked for the name (the client's profile has none yet). */
  firstName?: string;
  lastName?: string;
}

type RequestField = 'message' | 'goal' | 'firstName' | 'lastName';

/** What a send answered: nothing on success, else the message and field messages to show. */
export type RequestCoachingFailure = { error: string; fieldErrors?: Partial<Record<RequestField, string>> };

export interface RequestCoachingProps {
  /** The trainer's full name. */
  trainerName: string;
  /**
   * Who looks: a signed-out visitor (sign in or register first), a client (with where they stand
   * with this trainer), or another role (trainers and admins do not ask for coaching).
   */
  viewer: { kind: 'anonymous' } | { kind: 'client'; standing: CoachingStanding } | { kind: 'other' };
  signInHref: string;
  registerHref: string;
  /** Where the client follows their requests and coach ('Train with coach'). */
  requestsHref: string;
  /** The goal the form starts with (the client's primary goal). */
  defaultGoal?: ClientGoal | null;
  /** Open the form at once and move focus to it (a request resumed after signing in). */
  resume?: boolean;
  /** Signed out: called before going to sign in or register (the handoff is kept then). */
  onStart?: () => void;
  /** Sends the request; resolves to a failure to show, or null when it was sent. */
  onSubmit?: (values: RequestCoachingValues) => Promise<RequestCoachingFailure | null>;
  locale?: string;
  headingLevel?: 2 | 3;
}

const NO_GOAL = 'none';

/** The trainer page's 'Request coaching' panel: sign-in first, the request form, or where the client stands. */
export function RequestCoaching({
  trainerName,
  viewer,
  signInHref,
  registerHref,
  requestsHref,
  defaultGoal = null,
  resume = false,
  onStart,
  onSubmit,
  locale = 'en',
  headingLevel = 2,
}: RequestCoachingProps) {
  const Heading = `h${headingLevel}` as const;
  const [opened, setOpen] = useState(false);
  const open = opened || resume;
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState('');
  const [goal, setGoal] = useState<ClientGoal | null>(defaultGoal);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const askName = viewer.kind === 'client' && viewer.standing.state === 'open' && viewer.standing.askName === true;
  const [failure, setFailure] = useState<RequestCoachingFailure | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) doneRef.current?.focus();
  }, [sent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const result = await onSubmit({
        message: message.trim(),
        goal,
        ...(askName && { firstName: firstName.trim(), lastName: lastName.trim() }),
      });
      if (result) setFailure(result);
      else setSent(true);
    } finally {
      setSending(false);
    }
  };

  const goalItems = [
    { id: NO_GOAL, label: m.coaching_request_goal_none() },
    ...clientGoals.map((id) => ({ id, label: goalLabels[id]() })),
  ];

  let body;
  if (viewer.kind === 'anonymous') {
    body = (
      <>
        <p className={styles.text}>{m.coaching_request_signed_out({ name: trainerName })}</p>
        <div className={styles.actions}>
          <Link buttonLike size="large" href={signInHref} onPress={onStart} data-request-coaching="">
            {m.coaching_request_action()}
          </Link>
          <Link buttonLike buttonVariant="secondary" size="large" href={registerHref} onPress={onStart}>
            {m.coaching_request_register()}
          </Link>
        </div>
      </>
    );
  } else if (viewer.kind === 'other') {
    body = <p className={styles.text}>{m.coaching_request_clients_only()}</p>;
  } else if (sent) {
    body = (
      <div ref={doneRef} tabIndex={-1} className={styles.done}>
        <Banner tone="success" title={m.coaching_request_sent_title()}>
          {m.coaching_request_sent_body({ name: trainerName })}
        </Banner>
        <Link href={requestsHref} variant="standalone">
          {m.coaching_request_follow()}
        </Link>
      </div>
    );
  } else if (viewer.standing.state !== 'open') {
    const standing = viewer.standing;
    const text =
      standing.state === 'pending'
        ? m.coaching_request_standing_pending({ name: trainerName })
        : standing.state === 'connected'
          ? m.coaching_request_standing_connected({ name: trainerName })
          : standing.state === 'cooldown'
            ? m.coaching_request_standing_cooldown({ name: trainerName, date: formatDate(standing.until, locale) })
            : m.coaching_request_standing_full({ max: coachingLimits.maxPendingPerClient });
    body = (
      <>
        <p className={styles.text}>{text}</p>
        <Link href={requestsHref} variant="standalone">
          {m.coaching_request_follow()}
        </Link>
      </>
    );
  } else if (!open) {
    body = (
      <>
        <p className={styles.text}>{m.coaching_request_intro({ name: trainerName })}</p>
        <div className={styles.actions}>
          <Button size="large" onPress={() => setOpen(true)}>
            {m.coaching_request_action()}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && <Banner tone="error">{failure.error}</Banner>}
        {askName ? (
          <fieldset className={styles.nameFields}>
            <legend className={styles.nameLegend}>{m.coaching_request_name_help()}</legend>
            <TextField
              label={m.profile_basic_first_name()}
              // The name comes first: a resumed request starts there.
              autoFocus
              autoComplete="given-name"
              maxLength={profileFieldLimits.nameChars}
              value={firstName}
              onChange={setFirstName}
              isRequired
              isInvalid={Boolean(failure?.fieldErrors?.firstName)}
              errorMessage={failure?.fieldErrors?.firstName}
            />
            <TextField
              label={m.profile_basic_last_name()}
              autoComplete="family-name"
              maxLength={profileFieldLimits.nameChars}
              value={lastName}
              onChange={setLastName}
              isRequired
              isInvalid={Boolean(failure?.fieldErrors?.lastName)}
              errorMessage={failure?.fieldErrors?.lastName}
            />
          </fieldset>
        ) : null}
        <NativeSelect
          label={m.coaching_request_goal_label()}
          items={goalItems}
          value={goal ?? NO_GOAL}
          onChange={(id) => setGoal(id && id !== NO_GOAL ? (id as ClientGoal) : null)}
          errorMessage={failure?.fieldErrors?.goal}
        />
        <TextArea
          // A resumed request (or a press of 'Request coaching') goes straight to the message.
          autoFocus={!askName}
          label={m.coaching_request_message_label()}
          description={m.coaching_request_message_help({ name: trainerName })}
          maxChars={coachingLimits.messageChars}
          rows={5}
          value={message}
          onChange={setMessage}
          isRequired
          errorMessage={failure?.fieldErrors?.message}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            size="large"
            isPending={sending}
            isDisabled={
              !message.trim() ||
              [...message].length > coachingLimits.messageChars ||
              (askName && (!firstName.trim() || !lastName.trim()))
            }
          >
            {m.coaching_request_send()}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="request-coaching-heading" id={requestCoachingAnchor}>
      <Heading id="request-coaching-heading" className={styles.heading}>
        {m.coaching_request_heading()}
      </Heading>
      {body}
    </section>
  );
}
