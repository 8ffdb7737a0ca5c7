import type { ClientEditorData, ClientSection, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { ClientGoalsFields } from '@spotter/ui/profile/ClientGoals/index.ts';
import { ClientHealthFields } from '@spotter/ui/profile/ClientHealth/index.ts';
import { ClientLocationFields } from '@spotter/ui/profile/ClientLocation/index.ts';
import { MultiLanguageSelector } from '@spotter/ui/profile/MultiLanguageSelector/index.ts';
import { EditorSection } from './profile/EditorSection.tsx';
import { places } from './profile/places.ts';

/** The sections below the first (which is ClientBasicInfoIsland). */
type LaterSection = Exclude<ClientSection, 'basic-info'>;

type Props<S extends LaterSection = LaterSection> = {
  [K in S]: { locale: Locale; userId: string; section: K; initial: ClientEditorData[K] };
}[S];

/** One section of the client's profile editor, saved on its own; it hydrates when scrolled into view. */
export default function ClientSectionIsland(props: Props) {
  const common = { locale: props.locale, userId: props.userId, role: 'client' as const };
  switch (props.section) {
    case 'goals':
      return (
        <EditorSection {...common} section={props.section} title={m.edit_section_goals()} initial={props.initial}>
          {(fields) => (
            <ClientGoalsFields {...fields} renderLanguages={(field) => <MultiLanguageSelector {...field} />} />
          )}
        </EditorSection>
      );
    case 'health':
      return (
        <EditorSection {...common} section={props.section} title={m.edit_section_health()} initial={props.initial}>
          {(fields) => <ClientHealthFields {...fields} />}
        </EditorSection>
      );
    case 'location':
      return (
        <EditorSection {...common} section={props.section} title={m.edit_section_location()} initial={props.initial}>
          {(fields) => (
            <ClientLocationFields
              {...fields}
              onSearchCities={places.searchCities}
              onPlaceDetails={places.placeDetails}
            />
          )}
        </EditorSection>
      );
  }
}
