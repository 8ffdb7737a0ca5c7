import { useState, type FormEvent } from 'react';
import { accountLimits, changePasswordFormSchema, type AccountSettingsDto } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { translateFieldErrors } from '../../i18n/validation.ts';
import { failureText, fieldFailure, providerList, useDelayedSignOut } from '../shared.ts';
import * as shared from '../shared.css.ts';
import { passwordStrength, strengthLevel, type PasswordStrength } from './strength.ts';
import * as styles from './PasswordSettings.css.ts';

export interface PasswordSettingsProps {
  account: Pick<AccountSettingsDto, 'passwordStatus' | 'providers'>;
  /** PUT /api/users/{role} with the new password (and the current one when the account has one). */
  onUpdatePassword: (input: { newPassword: string; currentPassword?: string }) => Promise<void>;
  /** Signs out and goes to the login page; called 2 s after the update (SPEC §4). */
  onSignOut: () => void | Promise<void>;
  headingLevel?: HeadingLevel;
}

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

const strengthLabel: Record<PasswordStrength, () => string> = {
  'too-short': m.settings_strength_too_short,
  weak: m.settings_strength_weak,
  fair: m.settings_strength_fair,
  good: m.settings_strength_good,
  strong: m.settings_strength_strong,
};

/**
 * SPEC §4/§5 password change: the current password (only when the account has one), the new one
 * twice with a strength meter and the minimum length; Update stays disabled until both new fields
 * are filled. A wrong current password shows under its field, other failures in a banner.
 */
export function PasswordSettings({ account, onUpdatePassword, onSignOut, headingLevel = 2 }: PasswordSettingsProps) {
  const hasPassword = account.passwordStatus === 'set';
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const scheduleSignOut = useDelayedSignOut(onSignOut);

  if (account.providers.length > 0) {
    return (
      <Card title={m.settings_password_title()} headingLevel={headingLevel}>
        <p className={shared.text}>
          {m.settings_password_provider_locked({ providers: providerList(account.providers) })}
        </p>
      </Card>
    );
  }

  const set = (field: Field) => (value: string) => setValues((now) => ({ ...now, [field]: value }));
  const canSubmit = values.newPassword !== '' && values.confirmPassword !== '';
  const strength = passwordStrength(values.newPassword);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done || !canSubmit) return;
    const parsed = changePasswordFormSchema(hasPassword).safeParse(values);
    if (!parsed.success) {
      const fields = translateFieldErrors(parsed.error);
      setErrors({
        currentPassword: fields.currentPassword?.[0],
        newPassword: fields.newPassword?.[0],
        confirmPassword: fields.confirmPassword?.[0],
      });
      return;
    }
    setErrors({});
    setGeneral(null);
    setBusy(true);
    try {
      await onUpdatePassword(
        hasPassword
          ? { newPassword: parsed.data.newPassword, currentPassword: parsed.data.currentPassword }
          : { newPassword: parsed.data.newPassword },
      );
      setDone(true);
      scheduleSignOut();
    } catch (failure) {
      // SPEC §8: a wrong current password shows under its field; anything else as a banner.
      const current = fieldFailure(failure, 'currentPassword');
      const newPassword = fieldFailure(failure, 'newPassword');
      if (current || newPassword) setErrors({ currentPassword: current, newPassword });
      else setGeneral(failureText(failure, m.account_update_password_failed()));
    } finally {
      setBusy(false);
    }
  }

  const level = strengthLevel[strength];
  return (
    <Card
      title={m.settings_password_title()}
      headingLevel={headingLevel}
      description={m.settings_password_description()}
    >
      <form className={shared.form} noValidate onSubmit={submit}>
        {hasPassword ? (
          <TextField
            label={m.settings_password_current()}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            revealable
            value={values.currentPassword}
            onChange={set('currentPassword')}
            isDisabled={done}
            isInvalid={Boolean(errors.currentPassword)}
            errorMessage={errors.currentPassword}
          />
        ) : null}
        <div className={shared.fieldRow}>
          <div className={styles.newField}>
            <TextField
              label={m.settings_password_new()}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              revealable
              value={values.newPassword}
              onChange={set('newPassword')}
              isDisabled={done}
              isInvalid={Boolean(errors.newPassword)}
              errorMessage={errors.newPassword}
              description={m.settings_password_min_hint({ min: accountLimits.passwordMinChars })}
            />
            {values.newPassword ? (
              <div className={styles.meter} data-strength={strength}>
                <div className={styles.bars} aria-hidden="true">
                  {[1, 2, 3, 4].map((bar) => (
                    <span key={bar} className={styles.bar} data-filled={bar <= level || undefined} />
                  ))}
                </div>
                <span className={styles.meterText} aria-live="polite">
                  {m.settings_strength_label({ strength: strengthLabel[strength]() })}
                </span>
              </div>
            ) : null}
          </div>
          <TextField
            label={m.settings_password_confirm()}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            revealable
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            isDisabled={done}
            isInvalid={Boolean(errors.confirmPassword)}
            errorMessage={errors.confirmPassword}
          />
        </div>
        {general ? <Banner tone="error">{general}</Banner> : null}
        {done ? (
          <Banner tone="success" title={m.account_password_updated()}>
            {m.settings_signing_out()}
          </Banner>
        ) : (
          <div className={shared.actions}>
            <Button type="submit" isDisabled={!canSubmit} isPending={busy}>
              {m.settings_password_update()}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
