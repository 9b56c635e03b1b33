import { Button, Form, Input, Switch } from 'antd';
import {
  TEXT_LIMITS,
  canonicalZoneName,
  describeSendZone,
  sendZoneReason,
  validateCampaignName,
  validateTimezone,
} from 'contracts';
import { TimezonePicker } from 'shared-ui';
import { browserTimezone } from './contact-form/contact-form-values';

export interface CampaignSettingsValues {
  name: string;
  timezone: string;
  excludeWeekends: boolean;
}

interface CampaignSettingsFormProps {
  initialValues: CampaignSettingsValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: CampaignSettingsValues) => void;
  /** The recipient's address, to say why the zone is what it is ("guessed from globex.de"). */
  recipientEmail?: string | null;
}

/** "9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de" for the zone in the form. */
function ZoneReason({ recipientEmail }: { recipientEmail?: string | null }) {
  const timezone = Form.useWatch<string | undefined>('timezone');
  if (!timezone) return null;
  const choice = describeSendZone(timezone, { recipientEmail, browserZone: browserTimezone('') });
  return <span data-testid="send-zone-reason">{sendZoneReason(choice)}</span>;
}

/** Name, timezone and weekend switch of a sequence (product.md §2 creation and edit pages), validated by contracts rules. */
export function CampaignSettingsForm({
  initialValues,
  submitLabel,
  submitting,
  onSubmit,
  recipientEmail,
}: CampaignSettingsFormProps) {
  return (
    <Form<CampaignSettingsValues>
      layout="vertical"
      initialValues={{ ...initialValues, timezone: canonicalZoneName(initialValues.timezone) }}
      onFinish={(values) => onSubmit({ ...values, name: values.name.trim() })}
      requiredMark={false}
      className="db-form"
    >
      <Form.Item
        label="Sequence Name"
        name="name"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const error = validateCampaignName(value, 'form');
              if (error) throw new Error(error);
            },
          },
        ]}
      >
        <Input placeholder="e.g. Follow up with Jordan" maxLength={TEXT_LIMITS.campaignName} />
      </Form.Item>
      <Form.Item
        label="Timezone"
        name="timezone"
        extra={<ZoneReason recipientEmail={recipientEmail} />}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const error = validateTimezone(value);
              if (error) throw new Error(error);
            },
          },
        ]}
      >
        {/* The spec's nine zones first, then every IANA zone (searchable by city, region or offset). */}
        <TimezonePicker aria-label="Timezone" />
      </Form.Item>
      <Form.Item label="Exclude Weekends" extra="Don't send emails on weekends">
        <Form.Item name="excludeWeekends" valuePropName="checked" noStyle>
          <Switch aria-label="Exclude Weekends" />
        </Form.Item>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
