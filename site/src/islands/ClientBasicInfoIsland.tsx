import type { ClientEditorData, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ClientBasicInfoFields } from '@spotter/ui/profile/ClientBasicInfo/index.ts';
import { rememberFormattedPhone } from '@spotter/ui/profile/phone.ts';
import { EditorSection } from './profile/EditorSection.tsx';

interface Props {
  locale: Locale;
  userId: string;
  initial: ClientEditorData['basic-info'];
  /** The contact phone as the server formatted it, shown before the phone tools have loaded. */
  formattedPhone: string;
}

/**
 * The client editor's first section, its own island: it hydrates with the page, while the
 * sections below load when they scroll into view (ClientSectionIsland).
 */
export default function ClientBasicInfoIsland({ locale, userId, initial, formattedPhone }: Props) {
  rememberFormattedPhone(initial.values.contactPhone, formattedPhone);
  return (
    <EditorSection
      locale={locale}
      userId={userId}
      role="client"
      section="basic-info"
      title={m.edit_basic_info_title()}
      initial={initial}
    >
      {(fields) => <ClientBasicInfoFields {...fields} />}
    </EditorSection>
  );
}
