import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { accountLimits, changeEmailFormSchema, verificationCodeSchema, type AccountSettingsDto } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { translateFieldErrors } from '../../i18n/validation.ts';
import { failureText, fieldFailure, providerList, useDelayedSignOut } from '../shared.ts';
import { cx } from '../../styles/cx.ts';
import * as shared from '../shared.css.ts';

export interface EmailSettingsProps {
  account: Pick<AccountSettingsDto, 'maskedEmail' | 'providers'>;
  /** The account's own address: the Current email field must match it (SPEC §5). Never shown. */
  accountEmail: string;
  /** POST /api/auth/send-verification-code for the new address; rejects with the server's `{ error }`. */
  onSendCode: (newEmail: string) => Promise<void>;
  /** POST /api/auth/verify-code; rejects when the code is wrong. */
  onVerifyCode: (input: { code: string; newEmail: string }) => Promise<void>;
  /** PUT /api/users/{role} with the proven address. */
  onUpdateEmail: (newEmail: string) => Promise<void>;
  /** Signs out and goes to the login page; called 2 s after the update (SPEC §4). */
  onSignOut: () => void | Promise<void>;
  headingLevel?: HeadingLevel;
}

const codeFormSchema = z.object({ code: verificationCodeSchema });

type Stage = 'closed' | 'open' | 'codeSent' | 'done';
type Busy = 'send' | 'update' | null;
type Errors = Partial<Record<'currentEmail' | 'newEmail' | 'code', string>>;

/**
 * SPEC §4 change-email flow: closed → open → current and new email → Send code (codeSent) → the
 * 6-digit code → Update. Cancel resets everything. Success shows its message and signs out after
 * 2 s. Accounts of a sign-in provider get no form, only the reason (SPEC §5, §6).
 */
export function EmailSettings({
  account,
  accountEmail,
  onSendCode,
  onVerifyCode,
  onUpdateEmail,
  onSignOut,
  headingLevel = 2,
}: EmailSettingsProps) {
  const [stage, setStage] = useState<Stage>('closed');
  const [currentEmail, setCurrentEmail] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const scheduleSignOut = useDelayedSignOut(onSignOut);
  const locked = account.providers.length > 0;

  const reset = () => {
    setStage('closed');
    setCurrentEmail('');
    setNewEmail('');
    setSentTo('');
    setCode('');
    setErrors({});
    setGeneral(null);
  };

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = changeEmailFormSchema(accountEmail).safeParse({ currentEmail, newEmail });
    if (!parsed.success) {
      const fields = translateFieldErrors(parsed.error);
      setErrors({ currentEmail: fields.currentEmail?.[0], newEmail: fields.newEmail?.[0] });
      return;
    }
    setErrors({});
    setGeneral(null);
    setBusy('send');
    try {
      await onSendCode(parsed.data.newEmail);
      setSentTo(parsed.data.newEmail);
      setStage('codeSent');
    } catch (failure) {
      // SPEC §8: a failed send shows under the new email field.
      setErrors({ newEmail: fieldFailure(failure, 'email') ?? failureText(failure, m.account_send_code_failed()) });
    } finally {
      setBusy(null);
    }
  }

  async function update(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = codeFormSchema.safeParse({ code });
    if (!parsed.success) {
      setErrors({ code: translateFieldErrors(parsed.error).code?.[0] });
      return;
    }
    setErrors({});
    setGeneral(null);
    setBusy('update');
    try {
      try {
        await onVerifyCode({ code: parsed.data.code, newEmail: sentTo });
      } catch (failure) {
        // SPEC §8: an invalid code shows under the code field.
        setErrors({ code: fieldFailure(failure, 'code') ?? failureText(failure, m.account_code_invalid()) });
        return;
      }
      try {
        await onUpdateEmail(sentTo);
      } catch (failure) {
        setGeneral(failureText(failure, m.account_update_email_failed()));
        return;
      }
      setStage('done');
      scheduleSignOut();
    } finally {
      setBusy(null);
    }
  }

  if (locked) {
    return (
      <Card title={m.settings_email_title()} headingLevel={headingLevel}>
        <p className={shared.text}>
          {m.settings_email_provider_locked({ providers: providerList(account.providers) })}
        </p>
      </Card>
    );
  }

  const sent = stage === 'codeSent' || stage === 'done';
  return (
    <Card title={m.settings_email_title()} headingLevel={headingLevel} description={m.settings_email_description()}>
      {stage === 'closed' ? (
        <div className={shared.actions}>
          <span className={cx(shared.value, shared.currentValue)}>{account.maskedEmail}</span>
          <Button variant="secondary" onPress={() => setStage('open')}>
            {m.settings_email_change()}
          </Button>
        </div>
      ) : (
        <form className={shared.form} noValidate onSubmit={sent ? update : sendCode}>
          <div className={shared.fieldRow}>
            <TextField
              label={m.settings_email_current()}
              type="email"
              name="currentEmail"
              autoComplete="email"
              value={currentEmail}
              onChange={setCurrentEmail}
              isReadOnly={sent}
              isDisabled={stage === 'done'}
              isInvalid={Boolean(errors.currentEmail)}
              errorMessage={errors.currentEmail}
              autoFocus
            />
            <TextField
              label={m.settings_email_new()}
              type="email"
              name="newEmail"
              autoComplete="off"
              value={newEmail}
              onChange={setNewEmail}
              isReadOnly={sent}
              isDisabled={stage === 'done'}
              isInvalid={Boolean(errors.newEmail)}
              errorMessage={errors.newEmail}
            />
          </div>
          {sent && stage !== 'done' ? <Banner tone="success">{m.account_code_sent()}</Banner> : null}
          {sent ? (
            <TextField
              label={m.settings_email_code()}
              name="code"
              value={code}
              onChange={setCode}
              maxLength={accountLimits.codeDigits}
              inputMode="numeric"
              autoComplete="one-time-code"
              isDisabled={stage === 'done'}
              isInvalid={Boolean(errors.code)}
              errorMessage={errors.code}
              description={m.settings_email_code_hint({ digits: accountLimits.codeDigits, email: sentTo })}
              autoFocus
            />
          ) : null}
          {general ? <Banner tone="error">{general}</Banner> : null}
          {stage === 'done' ? (
            <Banner tone="success" title={m.account_email_updated()}>
              {m.settings_signing_out()}
            </Banner>
          ) : (
            <div className={shared.actions}>
              <Button variant="secondary" onPress={reset} isDisabled={busy !== null}>
                {m.common_cancel()}
              </Button>
              {sent ? (
                <Button type="submit" isPending={busy === 'update'}>
                  {m.settings_email_update()}
                </Button>
              ) : (
                <Button type="submit" isPending={busy === 'send'}>
                  {m.settings_email_send_code()}
                </Button>
              )}
            </div>
          )}
        </form>
      )}
    </Card>
  );
}
