import type { ClientLocation } from '@spotter/domain';
import { LocationForm, type LocationFormProps } from '../../location/LocationForm/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import * as styles from './ClientLocation.css.ts';

export interface ClientLocationFieldsProps
  extends SectionFieldsProps<ClientLocation>, Pick<LocationFormProps, 'onSearchCities' | 'onPlaceDetails'> {}

/** The client's location: the location form, without gyms. */
export function ClientLocationFields({
  value,
  onChange,
  errors,
  isDisabled,
  onSearchCities,
  onPlaceDetails,
}: ClientLocationFieldsProps) {
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
    </div>
  );
}
