import { useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { coachingRequestStatuses, type CoachingRequest, type CoachingRequestStatus } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { cx } from '../../styles/cx.ts';
import { CoachingRequestCard } from '../CoachingRequestCard/index.ts';
import { failureMessage, type CoachingViewer } from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './CoachingRequestList.css.ts';

export interface CoachingRequestListProps {
  items: readonly CoachingRequest[];
  viewer: CoachingViewer;
  /** Trainer: accepts the request with this id. */
  onAccept?: (requestId: string) => Promise<void>;
  /** Trainer: declines it, with the trimmed reason or null. */
  onDecline?: (requestId: string, reason: string | null) => Promise<void>;
  /** Client: withdraws it. */
  onWithdraw?: (requestId: string) => Promise<void>;
  /** Replaces the built-in empty message for this viewer. */
  emptyTitle?: string;
  emptyBody?: string;
  /** Client: where 'Find a coach' in the empty message leads; no link without it. */
  marketplaceHref?: string;
  /** Shows 'Load more', which calls `onLoadMore`. */
  hasMore?: boolean;
  onLoadMore?: () => Promise<void>;
  /** Admin: the chosen status, null for all. The filter shows when `counts` and `onStatusChange` are given. */
  status?: CoachingRequestStatus | null;
  counts?: Record<CoachingRequestStatus, number>;
  onStatusChange?: (status: CoachingRequestStatus | null) => void;
  /** Names the list for screen readers. */
  label?: string;
  /** Level of each card's heading. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const filterLabels: Record<CoachingRequestStatus, () => string> = {
  pending: m.coaching_list_filter_pending,
  accepted: m.coaching_list_filter_accepted,
  declined: m.coaching_list_filter_declined,
  withdrawn: m.coaching_list_filter_withdrawn,
};

const ALL = 'all';

/** Requests as cards, newest first as given, with a status filter for admins and paging. */
export function CoachingRequestList({
  items,
  viewer,
  onAccept,
  onDecline,
  onWithdraw,
  emptyTitle,
  emptyBody,
  marketplaceHref,
  hasMore = false,
  onLoadMore,
  status = null,
  counts,
  onStatusChange,
  label,
  headingLevel = 3,
  className,
}: CoachingRequestListProps) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  async function loadMore() {
    if (!onLoadMore || loadingMore) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      await onLoadMore();
    } catch (failure) {
      setLoadError(failureMessage(failure, m.coaching_list_load_failed()));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className={cx(styles.root, className)}>
      {viewer === 'admin' && counts && onStatusChange ? (
        <StatusFilter status={status} counts={counts} onStatusChange={onStatusChange} />
      ) : null}

      {items.length === 0 ? (
        <EmptyState viewer={viewer} title={emptyTitle} body={emptyBody} marketplaceHref={marketplaceHref} />
      ) : (
        <ul className={shared.list} aria-label={label ?? m.coaching_list_label()}>
          {items.map((request) => (
            <li key={request.id}>
              <CoachingRequestCard
                request={request}
                viewer={viewer}
                headingLevel={headingLevel}
                onAccept={onAccept ? () => onAccept(request.id) : undefined}
                onDecline={onDecline ? (reason) => onDecline(request.id, reason) : undefined}
                onWithdraw={onWithdraw ? () => onWithdraw(request.id) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {loadError ? (
        <Banner tone="error">
          <p className={shared.dialogText}>{loadError}</p>
        </Banner>
      ) : null}

      {hasMore && onLoadMore ? (
        <div className={styles.more}>
          <Button variant="secondary" isPending={loadingMore} onPress={() => void loadMore()}>
            {m.coaching_list_load_more()}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

interface StatusFilterProps {
  status: CoachingRequestStatus | null;
  counts: Record<CoachingRequestStatus, number>;
  onStatusChange: (status: CoachingRequestStatus | null) => void;
}

function StatusFilter({ status, counts, onStatusChange }: StatusFilterProps) {
  const total = coachingRequestStatuses.reduce((sum, each) => sum + (counts[each] ?? 0), 0);
  const options = [
    { id: ALL, label: m.coaching_list_filter_all(), count: total },
    ...coachingRequestStatuses.map((each) => ({ id: each, label: filterLabels[each](), count: counts[each] ?? 0 })),
  ];
  return (
    <ToggleButtonGroup
      aria-label={m.coaching_list_filter_label()}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[status ?? ALL]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === undefined) return;
        onStatusChange(next === ALL ? null : (String(next) as CoachingRequestStatus));
      }}
      className={styles.filters}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={styles.filter}>
          {option.label}
          <span className={styles.filterCount}>{option.count}</span>
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

interface EmptyStateProps {
  viewer: CoachingViewer;
  title: string | undefined;
  body: string | undefined;
  marketplaceHref: string | undefined;
}

const emptyMessages: Record<CoachingViewer, { title: () => string; body: () => string }> = {
  trainer: { title: m.coaching_list_empty_trainer_title, body: m.coaching_list_empty_trainer_body },
  client: { title: m.coaching_list_empty_client_title, body: m.coaching_list_empty_client_body },
  admin: { title: m.coaching_list_empty_admin_title, body: m.coaching_list_empty_admin_body },
};

function EmptyState({ viewer, title, body, marketplaceHref }: EmptyStateProps) {
  const built = emptyMessages[viewer];
  return (
    <div className={shared.empty}>
      <p className={shared.emptyTitle}>{title ?? built.title()}</p>
      <p className={shared.emptyBody}>{body ?? built.body()}</p>
      {viewer === 'client' && marketplaceHref ? (
        <Link href={marketplaceHref} buttonLike size="small">
          {m.coaching_list_find_coach()}
        </Link>
      ) : null}
    </div>
  );
}
