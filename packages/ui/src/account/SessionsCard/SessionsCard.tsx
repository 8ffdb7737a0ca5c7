import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AccountSessionDto } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { Icon } from '../../icons/index.ts';
import { $locale } from '../../stores/index.ts';
import { failureText } from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './SessionsCard.css.ts';
import { dateTimeFormat, relativeTimeFormat } from '../../i18n/formatters.ts';

export interface SessionsCardProps {
  /** GET /api/auth/sessions. */
  load: () => Promise<AccountSessionDto[]>;
  /** DELETE /api/auth/sessions/{id}. */
  onSignOutSession: (id: string) => Promise<void>;
  /** POST /api/auth/sessions/sign-out-others. */
  onSignOutOthers: () => Promise<void>;
  /** The moment "last active" is counted from (stories and tests fix it). */
  now?: Date;
  headingLevel?: HeadingLevel;
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; sessions: AccountSessionDto[] };

const deviceName = {
  desktop: m.settings_device_desktop,
  mobile: m.settings_device_mobile,
  tablet: m.settings_device_tablet,
} as const;

/**
 * The devices the account is signed in on: browser, system, device, when each was last active,
 * this device marked; one can be signed out, or all the others at once.
 */
export function SessionsCard({ load, onSignOutSession, onSignOutOthers, now, headingLevel = 2 }: SessionsCardProps) {
  const locale = useStore($locale);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (sessions) => live && setState({ kind: 'ready', sessions }),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  async function act(
    key: string,
    call: () => Promise<void>,
    keep: (session: AccountSessionDto) => boolean,
    done: string,
  ) {
    setBusy(key);
    setMessage(null);
    try {
      await call();
      setState((now) => (now.kind === 'ready' ? { kind: 'ready', sessions: now.sessions.filter(keep) } : now));
      setMessage({ tone: 'success', text: done });
    } catch (failure) {
      setMessage({ tone: 'error', text: failureText(failure, m.settings_sessions_failed()) });
    } finally {
      setBusy(null);
    }
  }

  const relative = relativeTimeFormat(locale, { numeric: 'auto' });
  const absolute = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const others = state.kind === 'ready' ? state.sessions.filter((session) => !session.current) : [];

  return (
    <Card
      title={m.settings_sessions_title()}
      headingLevel={headingLevel}
      description={m.settings_sessions_description()}
      aria-busy={state.kind === 'loading' || undefined}
    >
      {state.kind === 'loading' ? (
        <Spinner size="small" label={m.settings_sessions_loading()} showLabel className={styles.loading} />
      ) : state.kind === 'error' ? (
        <Banner tone="error">
          <p className={shared.text}>{m.settings_sessions_error()}</p>
          <Button variant="secondary" size="small" onPress={retry} className={styles.retry}>
            {m.settings_sessions_retry()}
          </Button>
        </Banner>
      ) : (
        <div className={shared.form}>
          <ul className={styles.list}>
            {[...state.sessions]
              .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
              .map((session) => {
                const titleId = `session-${session.id}`;
                const name = m.settings_sessions_on({
                  browser: session.browser ?? m.settings_sessions_unknown_browser(),
                  os: session.os ?? m.settings_sessions_unknown_os(),
                });
                const seen = new Date(session.lastSeenAt);
                return (
                  <li key={session.id} className={styles.item} data-current={session.current || undefined}>
                    <span className={styles.device} title={session.device ? deviceName[session.device]() : undefined}>
                      <DeviceIcon device={session.device} />
                    </span>
                    <div className={styles.details}>
                      <div className={styles.nameRow}>
                        <span id={titleId} className={styles.name}>
                          {name}
                        </span>
                        {session.current ? <Badge tone="success">{m.settings_sessions_this_device()}</Badge> : null}
                      </div>
                      <span className={shared.muted}>
                        {session.device ? `${deviceName[session.device]()} · ` : ''}
                        <time dateTime={session.lastSeenAt} title={absolute.format(seen)}>
                          {m.settings_sessions_last_seen({ time: relativeTime(relative, seen, now ?? new Date()) })}
                        </time>
                      </span>
                    </div>
                    {session.current ? null : (
                      <Button
                        variant="secondary"
                        size="small"
                        aria-describedby={titleId}
                        isPending={busy === session.id}
                        isDisabled={busy !== null && busy !== session.id}
                        onPress={() =>
                          void act(
                            session.id,
                            () => onSignOutSession(session.id),
                            (kept) => kept.id !== session.id,
                            m.settings_sessions_signed_out(),
                          )
                        }
                      >
                        {m.settings_sessions_sign_out()}
                      </Button>
                    )}
                  </li>
                );
              })}
          </ul>
          {others.length === 0 ? <p className={shared.muted}>{m.settings_sessions_only_this()}</p> : null}
          {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
          {others.length > 0 ? (
            <div className={shared.actions}>
              <Button
                variant="secondary"
                isPending={busy === 'others'}
                isDisabled={busy !== null && busy !== 'others'}
                onPress={() =>
                  void act('others', onSignOutOthers, (kept) => kept.current, m.settings_sessions_others_signed_out())
                }
              >
                {m.settings_sessions_sign_out_others()}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </Card>
  );
}

/** "5 minutes ago", "yesterday": the largest unit that fits. */
function relativeTime(format: Intl.RelativeTimeFormat, then: Date, now: Date): string {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

function DeviceIcon({ device }: { device: AccountSessionDto['device'] }) {
  if (device === 'mobile' || device === 'tablet') {
    const width = device === 'mobile' ? 10 : 14;
    return (
      <Icon size={22} aria-hidden="true">
        <rect x={12 - width / 2} y="3" width={width} height="18" rx="2" />
        <path d="M11 18h2" />
      </Icon>
    );
  }
  return (
    <Icon size={22} aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Icon>
  );
}
