import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { ClientSection, Locale, TrainerSection } from '@spotter/domain';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';
import type { SectionSnapshot } from '@spotter/ui/profile/ProfileSection/index.ts';
import { ProfileSection } from '@spotter/ui/profile/ProfileSection/index.ts';
import type { SectionFieldsProps } from '@spotter/ui/profile/types.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { draftKey, sectionCalls, type EditorRole } from './sections.ts';

interface EditorSectionProps<T extends object> {
  locale: Locale;
  userId: string;
  role: EditorRole;
  section: TrainerSection | ClientSection;
  title: string;
  initial: SectionSnapshot<T>;
  children: (fields: SectionFieldsProps<T>) => ReactNode;
  /** What the device proposes for values not saved yet (see ProfileSection's `propose`). */
  propose?: (values: T) => T;
}

/**
 * One section of a profile editor as an island: the interface language, the section's save and
 * reload calls (PUT and GET /api/users/{role}/profile/{section}) and its draft on this device.
 */
export function EditorSection<T extends object>({
  locale,
  userId,
  role,
  section,
  title,
  initial,
  children,
  propose,
}: EditorSectionProps<T>) {
  initLocale(locale);
  const current = useStore($locale);
  const { save, reload } = sectionCalls<T>(role, section);
  return (
    <I18nProvider locale={intlLocale(current)}>
      <ProfileSection<T>
        id={section}
        title={title}
        draftKey={draftKey(userId, role, section)}
        initial={initial}
        onSave={save}
        onReload={reload}
        propose={propose}
      >
        {children}
      </ProfileSection>
    </I18nProvider>
  );
}
