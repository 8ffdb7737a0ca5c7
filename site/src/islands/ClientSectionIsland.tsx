import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { ClientEditorData, ClientSection, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ClientBasicInfoFields } from '@spotter/ui/profile/ClientBasicInfo/index.ts';
import { ClientGoalsFields } from '@spotter/ui/profile/ClientGoals/index.ts';
import { ClientHealthFields } from '@spotter/ui/profile/ClientHealth/index.ts';
import { ClientLocationFields } from '@spotter/ui/profile/ClientLocation/index.ts';
import { MultiLanguageSelector } from '@spotter/ui/profile/MultiLanguageSelector/index.ts';
import { ProfileSection } from '@spotter/ui/profile/ProfileSection/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { places } from './profile/places.ts';
import { draftKey, sectionCalls } from './profile/sections.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

type Props<S extends ClientSection = ClientSection> = {
  [K in S]: { locale: Locale; userId: string; section: K; initial: ClientEditorData[K] };
}[S];

const titles: Record<ClientSection, () => string> = {
  'basic-info': () => m.edit_basic_info_title(),
  goals: () => m.edit_section_goals(),
  health: () => m.edit_section_health(),
  location: () => m.edit_section_location(),
};

/** One section of the client's profile editor, saved on its own. */
export default function ClientSectionIsland(props: Props) {
  initLocale(props.locale);
  const current = useStore($locale);
  const common = {
    id: props.section,
    title: titles[props.section](),
    draftKey: draftKey(props.userId, 'client', props.section),
  };
  return (
    <I18nProvider locale={intlLocale(current)}>
      {props.section === 'basic-info' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => <ClientBasicInfoFields {...fields} />}
        </ProfileSection>
      ) : props.section === 'goals' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => (
            <ClientGoalsFields {...fields} renderLanguages={(field) => <MultiLanguageSelector {...field} />} />
          )}
        </ProfileSection>
      ) : props.section === 'health' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => <ClientHealthFields {...fields} />}
        </ProfileSection>
      ) : (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => (
            <ClientLocationFields
              {...fields}
              onSearchCities={places.searchCities}
              onPlaceDetails={places.placeDetails}
            />
          )}
        </ProfileSection>
      )}
    </I18nProvider>
  );
}

function calls<S extends ClientSection>(section: S) {
  const { save, reload } = sectionCalls<ClientEditorData[S]['values']>('client', section);
  return { onSave: save, onReload: reload };
}
