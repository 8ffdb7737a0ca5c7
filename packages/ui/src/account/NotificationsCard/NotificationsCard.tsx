import { useState } from 'react';
import {
  notificationKinds,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsInput,
  type Role,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Card, type HeadingLevel } from '../../primitives/Card/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { failureText } from '../shared.ts';
import * as shared from '../shared.css.ts';

export interface NotificationsCardProps {
  role: Role;
  initial: NotificationSettings;
  /** PUT /api/users/notifications with the switch that changed; resolves with the saved settings. */
  onSave: (input: NotificationSettingsInput) => Promise<NotificationSettings>;
  headingLevel?: HeadingLevel;
}

const kindLabel: Record<NotificationKind, () => string> = {
  coachingRequestReceived: m.settings_notify_request_received,
  coachingRequestAnswered: m.settings_notify_request_answered,
};

/** The email notifications of the person's role, each saved as soon as it is switched. */
export function NotificationsCard({ role, initial, onSave, headingLevel = 2 }: NotificationsCardProps) {
  const kinds: readonly NotificationKind[] = notificationKinds[role];
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (kinds.length === 0) return null;

  async function change(kind: NotificationKind, on: boolean) {
    const before = settings;
    setSettings({ ...settings, [kind]: on });
    setSaving(kind);
    setMessage(null);
    try {
      setSettings(await onSave({ [kind]: on }));
      setMessage({ tone: 'success', text: m.settings_notifications_saved() });
    } catch (failure) {
      setSettings(before);
      setMessage({ tone: 'error', text: failureText(failure, m.settings_notifications_failed()) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card
      title={m.settings_notifications_title()}
      headingLevel={headingLevel}
      description={m.settings_notifications_description()}
    >
      <div className={shared.form}>
        {kinds.map((kind) => (
          <Switch
            key={kind}
            label={kindLabel[kind]()}
            isSelected={settings[kind]}
            isDisabled={saving !== null}
            onChange={(on) => void change(kind, on)}
          />
        ))}
      </div>
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
    </Card>
  );
}
