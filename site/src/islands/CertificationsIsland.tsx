import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Certification, Locale } from '@spotter/domain';
import { Certifications } from '@spotter/ui/profile/Certifications/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked, sendJson } from './api.ts';
import { uploadFile } from './upload.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

interface Props {
  locale: Locale;
  initial: Certification[];
}

const path = '/api/users/trainer/certifications';

/** The trainer's certifications: each added, edited or deleted on its own; documents stay private. */
export default function CertificationsIsland({ locale, initial }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <Certifications
        initial={initial}
        onCreate={(payload) =>
          sendChecked<Certification, 'certificationCreate'>('POST', path, 'certificationCreate', payload)
        }
        onUpdate={(id, payload) =>
          sendChecked<Certification, 'certificationUpdate'>(
            'PUT',
            `${path}/${encodeURIComponent(id)}`,
            'certificationUpdate',
            payload,
          )
        }
        onDelete={(id, version) =>
          sendJson<void>(
            'DELETE',
            `${path}/${encodeURIComponent(id)}?${new URLSearchParams({ version: String(version) })}`,
          )
        }
        onUploadDocument={async (file, onProgress) => {
          const uploaded = await uploadFile('certificateDocument', file, onProgress);
          return { id: uploaded.id, url: uploaded.url, contentType: file.type, byteSize: file.size };
        }}
      />
    </I18nProvider>
  );
}
