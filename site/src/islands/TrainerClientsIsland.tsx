import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, TrainerClient } from '@spotter/domain';
import { TrainerClientList } from '@spotter/ui/coaching/TrainerClientList/index.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendJson } from './api.ts';

interface Props {
  locale: Locale;
  initial: TrainerClient[];
  inviteHref?: string;
}

/** The trainer's active clients; ending a coaching takes the client off the list. */
export default function TrainerClientsIsland({ locale, initial, inviteHref }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [clients, setClients] = useState(initial);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <TrainerClientList
        clients={clients}
        inviteHref={inviteHref}
        onEnd={async (clientId) => {
          await sendJson('POST', `/api/users/trainer/clients/${encodeURIComponent(clientId)}/end`);
          setClients((now) => now.filter((client) => client.id !== clientId));
        }}
      />
    </I18nProvider>
  );
}
