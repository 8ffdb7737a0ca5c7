import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { Locale, TrainerEditorData, TrainerSection } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { MultiLanguageSelector } from '@spotter/ui/profile/MultiLanguageSelector/index.ts';
import { ProfileSection } from '@spotter/ui/profile/ProfileSection/index.ts';
import {
  TrainerAvailabilityFields,
  type TrainerAvailabilityValues,
} from '@spotter/ui/profile/TrainerAvailability/index.ts';
import { TrainerBasicInfoFields } from '@spotter/ui/profile/TrainerBasicInfo/index.ts';
import { TrainerLocationFields } from '@spotter/ui/profile/TrainerLocation/index.ts';
import { TrainerSpecialtiesFields } from '@spotter/ui/profile/TrainerSpecialties/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { places } from './profile/places.ts';
import { draftKey, sectionCalls } from './profile/sections.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

type Props<S extends TrainerSection = TrainerSection> = {
  [K in S]: { locale: Locale; userId: string; section: K; initial: TrainerEditorData[K] };
}[S];

const titles: Record<TrainerSection, () => string> = {
  'basic-info': () => m.edit_basic_info_title(),
  languages: () => m.edit_section_languages(),
  availability: () => m.edit_section_availability(),
  specialties: () => m.edit_section_specialties(),
  location: () => m.edit_section_workout_space(),
};

/** One section of the trainer's profile editor, saved on its own. */
export default function TrainerSectionIsland(props: Props) {
  initLocale(props.locale);
  const current = useStore($locale);
  const common = {
    id: props.section,
    title: titles[props.section](),
    draftKey: draftKey(props.userId, 'trainer', props.section),
  };
  return (
    <I18nProvider locale={intlLocale(current)}>
      {props.section === 'basic-info' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => <TrainerBasicInfoFields {...fields} />}
        </ProfileSection>
      ) : props.section === 'languages' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {({ value, onChange, errors, isDisabled }) => (
            <MultiLanguageSelector
              label={m.edit_section_languages()}
              value={value.languages}
              onChange={(languages) => onChange({ languages })}
              errorMessage={errors.languages?.[0]}
              isDisabled={isDisabled}
            />
          )}
        </ProfileSection>
      ) : props.section === 'availability' ? (
        <ProfileSection<TrainerAvailabilityValues>
          {...common}
          initial={props.initial}
          {...calls<'availability', TrainerAvailabilityValues>(props.section)}
        >
          {(fields) => <TrainerAvailabilityFields {...fields} />}
        </ProfileSection>
      ) : props.section === 'specialties' ? (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => <TrainerSpecialtiesFields {...fields} />}
        </ProfileSection>
      ) : (
        <ProfileSection {...common} initial={props.initial} {...calls(props.section)}>
          {(fields) => (
            <TrainerLocationFields
              {...fields}
              onSearchCities={places.searchCities}
              onPlaceDetails={places.placeDetails}
              onSearchGyms={places.searchGyms}
              onCreateGym={places.createGym}
            />
          )}
        </ProfileSection>
      )}
    </I18nProvider>
  );
}

function calls<S extends TrainerSection, T extends object = TrainerEditorData[S]['values']>(section: S) {
  const { save, reload } = sectionCalls<T>('trainer', section);
  return { onSave: save, onReload: reload };
}
