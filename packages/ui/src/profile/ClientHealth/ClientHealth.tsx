import type { ClientHealth } from '@spotter/domain';
import { clientProfileLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Icon } from '../../icons/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import type { SectionFieldsProps } from '../types.ts';
import { fieldError } from '../fieldErrors.ts';
import * as styles from './ClientHealth.css.ts';

/** The client's private health details: medical conditions and allergies, with who can read them. */
export function ClientHealthFields({ value, onChange, errors, isDisabled }: SectionFieldsProps<ClientHealth>) {
  const set = <K extends keyof ClientHealth>(key: K, next: ClientHealth[K]) => onChange({ ...value, [key]: next });
  return (
    <div className={styles.fields}>
      <div className={styles.privacy}>
        <Icon size={20} className={styles.privacyIcon} strokeLinecap="round" strokeLinejoin="round">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </Icon>
        <p className={styles.privacyText}>
          <strong>{m.profile_health_privacy_title()}</strong> {m.profile_health_privacy_body()}
        </p>
      </div>
      <TextArea
        label={m.profile_health_medical_label()}
        description={m.profile_health_medical_hint()}
        name="medicalConditions"
        value={value.medicalConditions ?? ''}
        onChange={(text) => set('medicalConditions', text === '' ? null : text)}
        maxChars={clientProfileLimits.longTextChars}
        isDisabled={isDisabled}
        {...fieldError(errors, 'medicalConditions')}
      />
      <TextArea
        label={m.profile_health_allergies_label()}
        description={m.profile_health_allergies_hint()}
        name="allergies"
        value={value.allergies ?? ''}
        onChange={(text) => set('allergies', text === '' ? null : text)}
        maxChars={clientProfileLimits.longTextChars}
        rows={3}
        isDisabled={isDisabled}
        {...fieldError(errors, 'allergies')}
      />
    </div>
  );
}
