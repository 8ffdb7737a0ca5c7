import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { coachingLimits, initialsOf, type TrainerClient } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { failureMessage, formatDate, goalsOf, partyName } from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './TrainerClientList.css.ts';

export interface TrainerClientListProps {
  /** The trainer's active clients. */
  clients: readonly TrainerClient[];
  /** Ends the coaching with this client; the parent removes them once it resolves. */
  onEnd: (clientId: string) => Promise<void>;
  /** Where 'Invite clients' in the empty message leads; no link without it. */
  inviteHref?: string;
  /** Level of each client's name heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A trainer's active clients, each with the date the coaching started and a way to end it. */
export function TrainerClientList({ clients, onEnd, inviteHref, headingLevel = 3, className }: TrainerClientListProps) {
  const locale = useStore($locale);
  const [ending, setEnding] = useState<TrainerClient | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const endingName = ending ? partyName(ending, 'client') : '';

  async function end(client: TrainerClient) {
    setBusyId(client.id);
    setError(null);
    try {
      await onEnd(client.id);
    } catch (failure) {
      setError(failureMessage(failure, m.coaching_clients_end_failed()));
      throw failure;
    } finally {
      setBusyId(null);
    }
  }

  if (clients.length === 0) {
    return (
      <div className={cx(shared.empty, className)}>
        <p className={shared.emptyTitle}>{m.coaching_clients_empty_title()}</p>
        <p className={shared.emptyBody}>{m.coaching_clients_empty_body()}</p>
        {inviteHref ? (
          <Link href={inviteHref} buttonLike size="small">
            {m.coaching_clients_invite()}
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)}>
      <p className={styles.count}>{m.coaching_clients_count({ count: clients.length })}</p>
      <ul className={shared.list} aria-label={m.coaching_clients_label()}>
        {clients.map((client) => (
          <ClientRow
            key={client.connectionId}
            client={client}
            locale={locale}
            headingLevel={headingLevel}
            busy={busyId === client.id}
            onEnd={() => {
              setError(null);
              setEnding(client);
            }}
          />
        ))}
      </ul>

      <AlertDialog
        isOpen={ending !== null}
        onOpenChange={(open) => {
          if (open) return;
          setEnding(null);
          setError(null);
        }}
        variant="danger"
        title={m.coaching_clients_end_title({ name: endingName })}
        confirmLabel={m.coaching_clients_end()}
        onConfirm={ending ? () => end(ending) : undefined}
      >
        <p className={shared.dialogText}>
          {m.coaching_clients_end_body({ name: endingName, days: coachingLimits.cooldownDays })}
        </p>
        {error ? (
          <Banner tone="error">
            <p className={shared.dialogText}>{error}</p>
          </Banner>
        ) : null}
      </AlertDialog>
    </div>
  );
}

interface ClientRowProps {
  client: TrainerClient;
  locale: string;
  headingLevel: 2 | 3 | 4;
  busy: boolean;
  onEnd: () => void;
}

function ClientRow({ client, locale, headingLevel, busy, onEnd }: ClientRowProps) {
  const nameId = useId();
  const name = partyName(client, 'client');
  const goals = goalsOf(client);
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.row}>
      <div className={shared.person}>
        <Avatar name={name} initials={initialsOf(client)} src={client.photoUrl} size="md" decorative />
        <div className={shared.personText}>
          <Heading id={nameId} className={shared.name}>
            {name}
          </Heading>
          {client.city ? <p className={shared.meta}>{client.city}</p> : null}
          {goals.length > 0 ? (
            <p className={shared.meta}>
              {m.coaching_clients_goals()}: {goals.join(', ')}
            </p>
          ) : null}
          <p className={shared.meta}>{m.coaching_clients_since({ date: formatDate(client.startedAt, locale) })}</p>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" isPending={busy} aria-describedby={nameId} onPress={onEnd}>
          {m.coaching_clients_end()}
        </Button>
      </div>
    </li>
  );
}
