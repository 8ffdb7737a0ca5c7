import type { Locale, TrainerEditorData } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { TrainerBasicInfoFields } from '@spotter/ui/profile/TrainerBasicInfo/index.ts';
import { rememberFormattedPhone } from '@spotter/ui/profile/phone.ts';
import { EditorSection } from './profile/EditorSection.tsx';

interface Props {
  locale: Locale;
  userId: string;
  initial: TrainerEditorData['basic-info'];
  /** The contact phone as the server formatted it, shown before the phone tools have loaded. */
  formattedPhone: string;
}

/**
 * The trainer editor's first section, its own island: it hydrates with the page, while the
 * sections below load when they scroll into view (TrainerSectionIsland).
 */
export default function TrainerBasicInfoIsland({ locale, userId, initial, formattedPhone }: Props) {
  rememberFormattedPhone(initial.values.contactPhone, formattedPhone);
  return (
    <EditorSection
      locale={locale}
      userId={userId}
      role="trainer"
      section="basic-info"
      title={m.edit_basic_info_title()}
      initial={initial}
    >
      {(fields) => <TrainerBasicInfoFields {...fields} />}
    </EditorSection>
  );
}
