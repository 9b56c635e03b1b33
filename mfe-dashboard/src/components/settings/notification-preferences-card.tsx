import { Card, Tag } from 'antd';

const NOTIFICATION_PREFERENCES = [
  { key: 'replies', label: 'Reply alerts', description: 'Know when a contact answers one of your emails.' },
  { key: 'sequence', label: 'Sequence updates', description: 'Hear when a sequence finishes or needs attention.' },
] as const;

/** Settings › Notification Preferences: static 'Enabled' badges (spec §2; no settings behind them yet). */
export function NotificationPreferencesCard() {
  return (
    <Card title="Notification Preferences" className="db-section">
      <ul className="db-rows">
        {NOTIFICATION_PREFERENCES.map((preference) => (
          <li key={preference.key} className="db-row">
            <div>
              <strong>{preference.label}</strong>
              <p className="db-muted db-row__meta">{preference.description}</p>
            </div>
            <Tag color="green">Enabled</Tag>
          </li>
        ))}
      </ul>
    </Card>
  );
}
