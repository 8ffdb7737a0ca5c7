import { useId } from 'react';
import type { ClientCoach, DepartedCoach } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { card as cardSurface } from '../../primitives/Card/Card.css.ts';
import { Link } from '../../primitives/Link/index.ts';
import { cx } from '../../styles/cx.ts';
import { formatDate, partyName } from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './ClientCoachList.css.ts';

export interface ClientCoachListProps {
  /** The client's coaches now, newest first (a deactivated one marked so). */
  coaches: readonly ClientCoach[];
  /** The reader's language, for the dates. */
  locale: string;
  /** Where 'Find a trainer' in the empty message leads. */
  marketplaceHref: string;
  /** Coaches who closed their account while coaching this client: named, with why the coaching ended. */
  departed?: readonly DepartedCoach[];
  /** Level of each coach's name heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A client's coaches on Train with coach: each name leads to the coach's page (where the review
 * form is) while that page is public; a deactivated coach is marked so (SPEC §4) and not linked.
 * The contact email and phone are for current clients only, so only this list shows them.
 */
export function ClientCoachList({ departed = [], className, ...props }: ClientCoachListProps) {
  const titleId = useId();
  if (departed.length === 0) return <CurrentCoaches {...props} className={className} />;
  const Heading = `h${props.headingLevel ?? 3}` as const;
  return (
    <div className={cx(styles.groups, className)}>
      <CurrentCoaches {...props} />
      <section aria-labelledby={titleId} className={styles.groups}>
        <Heading id={titleId} className={styles.groupTitle}>
          {m.coaching_page_former_coaches()}
        </Heading>
        <ul className={shared.list}>
          {departed.map((coach) => {
            const name = partyName(coach, 'trainer');
            return (
              <li key={coach.id} className={cardSurface} data-departed>
                <div className={shared.person}>
                  <Avatar name={name} src={null} size="lg" decorative />
                  <div className={shared.personText}>
                    <div className={styles.titleRow}>
                      <p className={shared.name}>{name}</p>
                      <Badge tone="neutral">{m.coaching_page_coach_left()}</Badge>
                    </div>
                    <p className={shared.meta}>{m.coaching_page_coach_left_notice({ name })}</p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function CurrentCoaches({
  coaches,
  locale,
  marketplaceHref,
  headingLevel = 3,
  className,
}: Omit<ClientCoachListProps, 'departed'>) {
  const Heading = `h${headingLevel}` as const;
  if (coaches.length === 0) {
    return (
      <div className={cx(shared.empty, className)}>
        <p className={shared.emptyBody}>{m.coaching_page_no_coach()}</p>
        <Link href={marketplaceHref} buttonLike size="large">
          {m.site_nav_trainers()}
        </Link>
      </div>
    );
  }
  return (
    <ul className={cx(shared.list, className)}>
      {coaches.map((coach) => {
        const name = partyName(coach, 'trainer');
        const since = m.coaching_page_coach_since({ date: formatDate(coach.startedAt, locale) });
        return (
          <li key={coach.id} className={cardSurface} data-deactivated={coach.deactivated || undefined}>
            <div className={shared.person}>
              <Avatar name={name} src={coach.photoUrl} size="lg" decorative />
              <div className={shared.personText}>
                <div className={styles.titleRow}>
                  <Heading className={shared.name}>
                    {coach.slug ? (
                      <Link href={`/trainers/${encodeURIComponent(coach.slug)}`} variant="standalone">
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </Heading>
                  {coach.deactivated ? <Badge tone="neutral">{m.coaching_page_coach_deactivated()}</Badge> : null}
                </div>
                <p className={shared.meta}>{[coach.city, since].filter(Boolean).join(' · ')}</p>
              </div>
            </div>
            {coach.deactivated ? (
              <p className={shared.meta}>{m.coaching_page_coach_deactivated_notice({ name })}</p>
            ) : null}
            {coach.contactEmail || coach.contactPhone ? (
              <dl className={shared.facts}>
                {coach.contactEmail ? (
                  <div className={shared.fact}>
                    <dt className={shared.factLabel}>{m.coaching_page_coach_email()}</dt>
                    <dd className={shared.factValue}>
                      <Link href={`mailto:${coach.contactEmail}`}>{coach.contactEmail}</Link>
                    </dd>
                  </div>
                ) : null}
                {coach.contactPhone ? (
                  <div className={shared.fact}>
                    <dt className={shared.factLabel}>{m.coaching_page_coach_phone()}</dt>
                    <dd className={shared.factValue}>
                      <Link href={`tel:${coach.contactPhone.replace(/[^+\d]/g, '')}`}>{coach.contactPhone}</Link>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
