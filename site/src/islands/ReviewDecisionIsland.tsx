import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { CertificationStatus, Locale, VerificationStatus } from '@spotter/domain';
import {
  VerificationDecision,
  type DecisionChoice,
  type DecisionKind,
} from '@spotter/ui/admin/VerificationDecision/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';

interface Props {
  locale: Locale;
  kind: DecisionKind;
  /** The trainer's id (identity) or the certification's. */
  id: string;
  /** The trainer's or the certification's name. */
  subject: string;
  /** Certifications: the version the page showed, so a certification edited since is not decided unseen. */
  version?: number;
  backHref?: string;
}

/** An admin's decision on a trainer's identity or on one certification, sent to its endpoint. */
export default function ReviewDecisionIsland({ locale, kind, id, subject, version, backHref }: Props) {
  initLocale(locale);
  const current = useStore($locale);

  async function decide(choice: DecisionChoice): Promise<void> {
    const target = encodeURIComponent(id);
    if (kind === 'identity') {
      await sendChecked<{ status: VerificationStatus }, 'verificationDecision'>(
        'POST',
        `/api/admin/verifications/${target}/decision`,
        'verificationDecision',
        choice.decision === 'approve' ? choice : { decision: 'reject', reason: choice.reason ?? '' },
      );
      return;
    }
    await sendChecked<{ status: CertificationStatus }, 'certificationDecision'>(
      'POST',
      `/api/admin/certifications/${target}/decision`,
      'certificationDecision',
      { decision: choice.decision, ...(version !== undefined && { version }) },
    );
  }

  return (
    <I18nProvider locale={intlLocale(current)}>
      <VerificationDecision kind={kind} subject={subject} onDecide={decide} backHref={backHref} />
    </I18nProvider>
  );
}
