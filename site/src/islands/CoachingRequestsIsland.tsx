import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { CoachingRequest, CoachingRequestPage, CoachingRequestStatus, Locale } from '@spotter/domain';
import { CoachingRequestList } from '@spotter/ui/coaching/CoachingRequestList/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, $unread, initLocale } from '@spotter/ui/stores/index.ts';
import { getJson, sendChecked, sendJson } from './api.ts';

interface Props {
  locale: Locale;
  viewer: 'client' | 'trainer' | 'admin';
  initial: CoachingRequestPage;
  /** The status the page lists (a trainer's new requests: 'pending'); null for every status. */
  status: CoachingRequestStatus | null;
  /** Admins: the status filter is shown and kept in the address (`?status=`). */
  filterable?: boolean;
  label: string;
  marketplaceHref?: string;
  /** Admins: the trainer and client the list is narrowed to (the page's filter form). */
  parties?: { trainerId?: string | undefined; clientId?: string | undefined };
}

const path = '/api/coaching-requests';
const pageSize = 20;

function listPath(status: CoachingRequestStatus | null, parties: Props['parties'], before?: string): string {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (status) query.set('status', status);
  if (parties?.trainerId) query.set('trainerId', parties.trainerId);
  if (parties?.clientId) query.set('clientId', parties.clientId);
  if (before) query.set('before', before);
  return `${path}?${query}`;
}

/** A trainer's badge of requests waiting goes down as they are answered. */
function answered(): void {
  const counts = $unread.get();
  if (Object.hasOwn(counts, 'new_clients'))
    $unread.set({ ...counts, new_clients: Math.max(0, (counts.new_clients ?? 0) - 1) });
}

/** Coaching requests as the viewer may see and answer them: accept, decline, withdraw, page on, filter. */
export default function CoachingRequestsIsland({
  locale,
  viewer,
  initial,
  status,
  filterable,
  label,
  marketplaceHref,
  parties,
}: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [page, setPage] = useState(initial);
  const [chosen, setChosen] = useState(status);

  const replace = (updated: CoachingRequest) =>
    setPage((now) => ({ ...now, items: now.items.map((item) => (item.id === updated.id ? updated : item)) }));
  const act = async (id: string, action: 'accept' | 'withdraw') => {
    replace(await sendJson<CoachingRequest>('POST', `${path}/${encodeURIComponent(id)}/${action}`));
    if (action === 'accept') answered();
  };

  return (
    <I18nProvider locale={intlLocale(current)}>
      <CoachingRequestList
        label={label}
        viewer={viewer}
        items={page.items}
        marketplaceHref={marketplaceHref}
        onAccept={viewer === 'trainer' ? (id) => act(id, 'accept') : undefined}
        onDecline={
          viewer === 'trainer'
            ? async (id, reason) => {
                replace(
                  await sendChecked<CoachingRequest, 'coachingDecline'>(
                    'POST',
                    `${path}/${encodeURIComponent(id)}/decline`,
                    'coachingDecline',
                    { reason },
                  ),
                );
                answered();
              }
            : undefined
        }
        onWithdraw={viewer === 'client' ? (id) => act(id, 'withdraw') : undefined}
        hasMore={page.next !== null}
        onLoadMore={async () => {
          if (!page.next) return;
          const more = await getJson<CoachingRequestPage>(listPath(chosen, parties, page.next));
          setPage((now) => ({ ...more, items: [...now.items, ...more.items] }));
        }}
        {...(filterable && {
          status: chosen,
          counts: page.counts,
          onStatusChange: (next: CoachingRequestStatus | null) => {
            setChosen(next);
            const address = new URL(window.location.href);
            if (next) address.searchParams.set('status', next);
            else address.searchParams.delete('status');
            window.history.replaceState(null, '', address);
            getJson<CoachingRequestPage>(listPath(next, parties))
              .then(setPage)
              .catch((error: unknown) => console.warn('Could not load coaching requests', error));
          },
        })}
      />
    </I18nProvider>
  );
}
