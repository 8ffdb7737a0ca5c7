import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, Verification, VerificationStatus } from '@spotter/domain';
import { VerificationSection } from '@spotter/ui/verification/VerificationSection/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { sendJson } from './api.ts';
import { uploadInStages } from './upload.ts';

interface Props {
  locale: Locale;
  initial: Verification;
  retentionDays: number;
}

/** The trainer's identity verification: both ways to send the documents, and the review's outcome. */
export default function VerificationIsland({ locale, initial, retentionDays }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <VerificationSection
        verification={initial}
        retentionDays={retentionDays}
        upload={uploadInStages}
        submit={async (documentType, documentParts) =>
          (
            await sendJson<{ status: VerificationStatus }>('POST', '/api/users/trainer/verification', {
              documentType,
              documentParts,
            })
          ).status
        }
      />
    </I18nProvider>
  );
}
