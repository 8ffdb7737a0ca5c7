import type { TrainerLocation } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { LocationForm, type LocationFormProps } from '../../location/LocationForm/index.ts';
import { GymPicker, type GymPickerProps } from '../GymPicker/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import * as styles from './TrainerLocation.css.ts';

export interface TrainerLocationFieldsProps
  extends
    SectionFieldsProps<TrainerLocation>,
    Pick<LocationFormProps, 'onSearchCities' | 'onPlaceDetails'>,
    Pick<GymPickerProps, 'onSearchGyms' | 'onCreateGym'> {}

/**
 * The trainer's workout space and location: where they are, and up to three gyms near it. A city
 * saved without a point (typed, and not found on save) is named in a warning: city and radius
 * searches leave the trainer out until the city is chosen from the suggestions.
 */
export function TrainerLocationFields({
  value,
  onChange,
  errors,
  isDisabled,
  isDirty = false,
  onSearchCities,
  onPlaceDetails,
  onSearchGyms,
  onCreateGym,
}: TrainerLocationFieldsProps) {
  const { lat, lon } = value.location;
  const near = lat !== null && lon !== null ? { lat, lon } : null;
  const city = value.location.city.trim();
  return (
    <div className={styles.fields}>
      {!isDirty && city && near === null ? (
        <Banner tone="warning" title={m.location_not_on_map_title({ city })}>
          {m.location_not_on_map_trainer()}
        </Banner>
      ) : null}
      <LocationForm
        value={value.location}
        onChange={(location) => onChange({ ...value, location })}
        errors={errors}
        isDisabled={isDisabled}
        onSearchCities={onSearchCities}
        onPlaceDetails={onPlaceDetails}
      />
      <div className={styles.gyms}>
        <GymPicker
          value={value.gyms}
          onChange={(gyms) => onChange({ ...value, gyms })}
          errors={errors}
          isDisabled={isDisabled}
          near={near}
          onSearchGyms={onSearchGyms}
          onCreateGym={onCreateGym}
        />
      </div>
    </div>
  );
}
