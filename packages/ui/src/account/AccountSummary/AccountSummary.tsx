import type { ReactNode } from 'react';
import type { AccountSettingsDto, CredentialStatus } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { CircleCheckIcon, TriangleAlertIcon } from '../../icons/index.ts';
import { providerList } from '../shared.ts';
import * as shared from '../shared.css.ts';
import * as styles from './AccountSummary.css.ts';

export interface AccountSummaryProps {
  account: Pick<AccountSettingsDto, 'maskedEmail' | 'emailStatus' | 'emailVerified' | 'passwordStatus' | 'providers'>;
  headingLevel?: HeadingLevel;
}

const statusLabel: Record<CredentialStatus, () => string> = {
  set: m.settings_status_set,
  'not-set': m.settings_status_not_set,
  oauth: m.settings_status_oauth,
};

/**
 * SPEC §2 Account Summary: how the email (Set, Not set or OAuth, verified or not) and the password
 * (Set, Not set, OAuth, or Required for an account that has neither a provider nor a password)
 * stand, the email masked, and a notice when a sign-in provider manages both.
 */
export function AccountSummary({ account, headingLevel = 2 }: AccountSummaryProps) {
  const { emailStatus, passwordStatus, providers } = account;
  const passwordRequired = passwordStatus === 'not-set' && providers.length === 0;
  return (
    <Card title={m.settings_summary_title()} headingLevel={headingLevel}>
      <dl className={styles.list}>
        <Row label={m.settings_summary_email()}>
          <span className={styles.status} data-status={emailStatus}>
            {statusLabel[emailStatus]()}
          </span>
          {account.maskedEmail ? <span className={shared.value}>{account.maskedEmail}</span> : null}
          {emailStatus === 'not-set' ? null : account.emailVerified ? (
            <Badge tone="success">
              <CircleCheckIcon size={14} aria-hidden="true" className={styles.badgeIcon} />
              {m.settings_email_verified()}
            </Badge>
          ) : (
            <Badge tone="warning">
              <TriangleAlertIcon size={14} aria-hidden="true" className={styles.badgeIcon} />
              {m.settings_email_unverified()}
            </Badge>
          )}
        </Row>
        <Row label={m.settings_summary_password()}>
          <span className={styles.status} data-status={passwordStatus}>
            {statusLabel[passwordStatus]()}
          </span>
          {passwordRequired ? <Badge tone="danger">{m.settings_status_required()}</Badge> : null}
        </Row>
      </dl>
      {passwordRequired ? <p className={shared.muted}>{m.settings_password_required_hint()}</p> : null}
      {providers.length > 0 ? (
        <Banner tone="info">{m.settings_provider_notice({ providers: providerList(providers) })}</Banner>
      ) : null}
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.values}>{children}</dd>
    </div>
  );
}
