import { Button, Form, Input, Switch } from 'antd';
import {
  TEXT_LIMITS,
  TRACK_OPENS_EXPLAINED,
  TRACK_OPENS_LABEL,
  canonicalZoneName,
  sendZoneChoiceOf,
  sendZoneReason,
  sendZoneSourceAfterEdit,
  type SendZoneSource,
  validateCampaignName,
  validateTimezone,
} from 'contracts';
import { TimezonePicker } from 'shared-ui';
import { browserTimezone } from './contact-form/contact-form-values';

export interface CampaignSettingsValues {
  name: string;
  timezone: string;
  excludeWeekends: boolean;
  /** The open pixel: off by default (product.md §10). */
  trackOpens: boolean;
  /** Where the zone came from (null: a sequence made before it was kept); a zone picked in the form is CHOSEN. */
  timezoneSource?: SendZoneSource | null;
}

interface CampaignSettingsFormProps {
  initialValues: CampaignSettingsValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: CampaignSettingsValues) => void;
  /** The recipient's address, to say why the zone is what it is ("guessed from globex.de"). */
  recipientEmail?: string | null;
}

/** The zone as it came (its saved source) until the user picks another one in the form: then 'the zone you chose'. */
const sourceIn = (initial: CampaignSettingsValues, zone: string) =>
  sendZoneSourceAfterEdit({ zone: initial.timezone, source: initial.timezoneSource }, { zone });

/** "9:00-17:00 in the recipient's zone, Europe/Berlin, guessed from globex.de" for the zone in the form. */
function ZoneReason({ initial, recipientEmail }: { initial: CampaignSettingsValues; recipientEmail?: string | null }) {
  const timezone = Form.useWatch<string | undefined>('timezone');
  if (!timezone) return null;
  const source = sourceIn(initial, timezone);
  const choice = sendZoneChoiceOf({ zone: timezone, source, recipientEmail, browserZone: browserTimezone('') });
  return <span data-testid="send-zone-reason">{sendZoneReason(choice)}</span>;
}

/** Name, timezone, weekend and open-tracking switches of a sequence (product.md §2 creation and edit pages), validated by contracts rules. */
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
      onFinish={(values) =>
        onSubmit({ ...values, name: values.name.trim(), timezoneSource: sourceIn(initialValues, values.timezone) })
      }
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
        extra={<ZoneReason initial={initialValues} recipientEmail={recipientEmail} />}
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
      <Form.Item label={TRACK_OPENS_LABEL} extra={TRACK_OPENS_EXPLAINED}>
        <Form.Item name="trackOpens" valuePropName="checked" noStyle>
          <Switch aria-label={TRACK_OPENS_LABEL} />
        </Form.Item>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
