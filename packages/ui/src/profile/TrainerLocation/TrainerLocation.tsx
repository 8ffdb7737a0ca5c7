import type { TrainerLocation } from '@spotter/domain';
import { LocationForm, type LocationFormProps } from '../../location/LocationForm/index.ts';
import { GymPicker, type GymPickerProps } from '../GymPicker/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import * as styles from './TrainerLocation.css.ts';

export interface TrainerLocationFieldsProps
  extends
    SectionFieldsProps<TrainerLocation>,
    Pick<LocationFormProps, 'onSearchCities' | 'onPlaceDetails'>,
    Pick<GymPickerProps, 'onSearchGyms' | 'onCreateGym'> {}

/** The trainer's workout space and location: where they are, and up to three gyms near it. */
export function TrainerLocationFields({
  value,
  onChange,
  errors,
  isDisabled,
  onSearchCities,
  onPlaceDetails,
  onSearchGyms,
  onCreateGym,
}: TrainerLocationFieldsProps) {
  const { lat, lon } = value.location;
  const near = lat !== null && lon !== null ? { lat, lon } : null;
  return (
    <div className={styles.fields}>
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
