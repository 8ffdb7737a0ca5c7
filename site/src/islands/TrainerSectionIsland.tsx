import type { Locale, TrainerEditorData, TrainerSection } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { MultiLanguageSelector } from '@spotter/ui/profile/MultiLanguageSelector/index.ts';
import {
  proposeTimeZone,
  TrainerAvailabilityFields,
  type TrainerAvailabilityValues,
} from '@spotter/ui/profile/TrainerAvailability/index.ts';
import { TrainerLocationFields } from '@spotter/ui/profile/TrainerLocation/index.ts';
import { TrainerSpecialtiesFields } from '@spotter/ui/profile/TrainerSpecialties/index.ts';
import { EditorSection } from './profile/EditorSection.tsx';
import { places } from './profile/places.ts';

/** The sections below the first (which is TrainerBasicInfoIsland). */
type LaterSection = Exclude<TrainerSection, 'basic-info'>;

type Props<S extends LaterSection = LaterSection> = {
  [K in S]: { locale: Locale; userId: string; section: K; initial: TrainerEditorData[K] };
}[S];

/** One section of the trainer's profile editor, saved on its own; it hydrates when scrolled into view. */
export default function TrainerSectionIsland(props: Props) {
  const common = { locale: props.locale, userId: props.userId, role: 'trainer' as const };
  switch (props.section) {
    case 'languages':
      return (
        <EditorSection {...common} section={props.section} title={m.edit_section_languages()} initial={props.initial}>
          {({ value, onChange, errors, isDisabled }) => (
            <MultiLanguageSelector
              label={m.edit_section_languages()}
              value={value.languages}
              onChange={(languages) => onChange({ languages })}
              errorMessage={errors.languages?.[0]}
              isDisabled={isDisabled}
            />
          )}
        </EditorSection>
      );
    case 'availability':
      return (
        <EditorSection<TrainerAvailabilityValues>
          {...common}
          section={props.section}
          title={m.edit_section_availability()}
          initial={props.initial}
          propose={proposeTimeZone}
        >
          {(fields) => <TrainerAvailabilityFields {...fields} />}
        </EditorSection>
      );
    case 'specialties':
      return (
        <EditorSection {...common} section={props.section} title={m.edit_section_specialties()} initial={props.initial}>
          {(fields) => <TrainerSpecialtiesFields {...fields} />}
        </EditorSection>
      );
    case 'location':
      return (
        <EditorSection
          {...common}
          section={props.section}
          title={m.edit_section_workout_space()}
          initial={props.initial}
        >
          {(fields) => (
            <TrainerLocationFields
              {...fields}
              onSearchCities={places.searchCities}
              onPlaceDetails={places.placeDetails}
              onSearchGyms={places.searchGyms}
              onCreateGym={places.createGym}
            />
          )}
        </EditorSection>
      );
  }
}
