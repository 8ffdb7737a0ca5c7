import { useState } from 'react';
import type { CalendarFeedState } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Card } from '../../primitives/Card/index.ts';
import { FormError } from '../../primitives/Form/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import * as shared from '../../styles/shared.css.ts';
import { dateTimeFormat } from '../../i18n/formatters.ts';
import { dateStyle } from '../../i18n/intlLocale.ts';
import { sessionErrorText } from '../forms.ts';
import * as styles from './CalendarFeedCard.css.ts';

export interface CalendarFeedCardProps {
  /** The feed as its owner sees it: none yet, just made (with its address), or made earlier. */
  state: CalendarFeedState;
  /** The product's language code, for the date the link was made. */
  locale: string;
  /** Creating or renewing runs. */
  busy?: boolean;
  /** The server's refusal, as a key or text. */
  error?: string | null;
  onCreate: () => void;
  /** Makes a new address; the old one stops working. */
  onRenew: () => void;
  headingLevel?: 2 | 3 | 4;
}

type Copy = 'idle' | 'copied' | 'failed';

/**
 * The private calendar link (an iCalendar feed) a phone's calendar subscribes to: made on
 * request, its address shown once to copy, renewed (the old one dropped) after a confirmation.
 */
export function CalendarFeedCard({
  state,
  locale,
  busy = false,
  error,
  onCreate,
  onRenew,
  headingLevel = 2,
}: CalendarFeedCardProps) {
  const [copy, setCopy] = useState<Copy>('idle');
  const [confirming, setConfirming] = useState(false);
  const url = state.url;

  async function copyUrl() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Card title={m.sessions_form_feed_title()} description={m.sessions_form_feed_intro()} headingLevel={headingLevel}>
      <div className={styles.body}>
        <FormError>{error ? sessionErrorText(error) : null}</FormError>
        {url ? (
          <>
            <div className={styles.copyRow}>
              <TextField
                label={m.sessions_form_feed_url()}
                value={url}
                isReadOnly
                className={styles.urlField}
                onFocus={(event) => (event.target as HTMLInputElement).select()}
              />
              <Button variant="secondary" onPress={() => void copyUrl()} className={styles.copyButton}>
                {copy === 'copied' ? m.sessions_form_feed_copied() : m.sessions_form_feed_copy()}
              </Button>
            </div>
            <p role="status" className={copy === 'failed' ? styles.failed : shared.visuallyHidden}>
              {copy === 'failed'
                ? m.sessions_form_feed_copy_failed()
                : copy === 'copied'
                  ? m.sessions_form_feed_copied()
                  : ''}
            </p>
            <Banner tone="warning">
              <p className={styles.text}>{m.sessions_form_feed_once()}</p>
            </Banner>
          </>
        ) : state.exists ? (
          <div className={styles.existing}>
            <p className={styles.text}>
              {state.createdAt
                ? m.sessions_form_feed_created({
                    date: dateTimeFormat(locale, dateStyle(locale, 'long')).format(new Date(state.createdAt)),
                  })
                : null}
            </p>
            <Button variant="secondary" onPress={() => setConfirming(true)} isPending={busy}>
              {m.sessions_form_feed_renew()}
            </Button>
          </div>
        ) : (
          <div>
            <Button onPress={onCreate} isPending={busy}>
              {m.sessions_form_feed_create()}
            </Button>
          </div>
        )}
        {state.exists || url ? (
          <div className={styles.howTo}>
            <p className={styles.howToTitle}>{m.sessions_form_feed_how()}</p>
            <ul className={styles.steps}>
              <li>{m.sessions_form_feed_iphone()}</li>
              <li>{m.sessions_form_feed_google()}</li>
            </ul>
          </div>
        ) : null}
      </div>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={m.sessions_form_feed_renew_title()}
        variant="danger"
        confirmLabel={m.sessions_form_feed_renew()}
        onConfirm={onRenew}
      >
        {m.sessions_form_feed_renew_body()}
      </AlertDialog>
    </Card>
  );
}
