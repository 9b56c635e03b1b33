import { useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton, Switch } from 'antd';
import {
  NOTIFICATIONS_NEED_VERIFIED_EMAIL,
  NOTIFICATION_PREFERENCES_NOT_SAVED,
  NOTIFICATION_PREFERENCES_SAVED,
  NotificationPreferencesDocument,
  UpdateNotificationPreferencesDocument,
  type NotificationPreferencesQuery,
} from 'contracts';
import { useId, useState } from 'react';
import { dataErrorToastMessage, graphqlQueryKey, useGraphQLMutation, useGraphQLQuery } from 'shared-ui';
import { useSettingsNotice } from '../use-settings-notice';

type PreferenceKey = 'replyAlerts' | 'sequenceUpdates';

const NOTIFICATION_PREFERENCES: ReadonlyArray<{ key: PreferenceKey; label: string; description: string }> = [
  { key: 'replyAlerts', label: 'Reply alerts', description: 'Know when a contact answers one of your emails.' },
  { key: 'sequenceUpdates', label: 'Sequence updates', description: 'Hear when a sequence finishes or needs attention.' },
];

/**
 * Settings › Notification Preferences: one switch per kind of email, saved as soon as it is flipped (the switch shows
 * the new value while saving and goes back if the save fails), with a toast either way. Until the address is verified
 * none of the product's emails go out, and the card says so.
 */
export function NotificationPreferencesCard({ emailVerified }: { emailVerified: boolean }) {
  const baseId = useId();
  const queryClient = useQueryClient();
  const notice = useSettingsNotice();
  const preferences = useGraphQLQuery(NotificationPreferencesDocument, {});
  /** Values being saved, shown until the server answers. */
  const [saving, setSaving] = useState<Partial<Record<PreferenceKey, boolean>>>({});
  const save = useGraphQLMutation(UpdateNotificationPreferencesDocument);

  const change = (key: PreferenceKey, checked: boolean) => {
    setSaving((current) => ({ ...current, [key]: checked }));
    save.mutate(
      { data: { [key]: checked } },
      {
        onSuccess: (result) => {
          queryClient.setQueryData<NotificationPreferencesQuery>(graphqlQueryKey(NotificationPreferencesDocument, {}), {
            notificationPreferences: result.updateNotificationPreferences,
          });
          notice.success(NOTIFICATION_PREFERENCES_SAVED);
        },
        // GraphQL and network failures are toasted by the data layer already; anything else gets ours.
        onError: (error) => {
          if (!dataErrorToastMessage(error)) notice.error(NOTIFICATION_PREFERENCES_NOT_SAVED);
        },
        onSettled: () =>
          setSaving((current) => {
            const rest = { ...current };
            delete rest[key];
            return rest;
          }),
      },
    );
  };

  const saved = preferences.data?.notificationPreferences;
  return (
    <Card title="Notification Preferences" className="db-section">
      {emailVerified ? null : <p className="db-muted">{NOTIFICATIONS_NEED_VERIFIED_EMAIL}</p>}
      <ul className="db-rows">
        {NOTIFICATION_PREFERENCES.map((preference) => {
          const labelId = `${baseId}-${preference.key}-label`;
          const descriptionId = `${baseId}-${preference.key}-description`;
          return (
            <li key={preference.key} className="db-row">
              <div>
                <strong id={labelId}>{preference.label}</strong>
                <p id={descriptionId} className="db-muted db-row__meta">
                  {preference.description}
                </p>
              </div>
              {saved ? (
                <Switch
                  aria-labelledby={labelId}
                  aria-describedby={descriptionId}
                  checked={saving[preference.key] ?? saved[preference.key]}
                  loading={preference.key in saving}
                  onChange={(checked) => change(preference.key, checked)}
                />
              ) : (
                <Skeleton.Button active={preferences.isPending} size="small" aria-hidden />
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
