import { Button, Form, Input, Select, Switch } from 'antd';
import { TEXT_LIMITS, canonicalZoneName, timezonePickerGroups, validateCampaignName, validateTimezone } from 'contracts';

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
}

// The spec's nine zones first, then every IANA zone (searchable by city, region or offset).
const { common, all } = timezonePickerGroups();
const TIMEZONE_OPTIONS = [
  { label: 'Common', title: 'Common', options: common },
  { label: 'All time zones', title: 'All time zones', options: all },
];

/** Name, timezone and weekend switch of a sequence (spec §2 creation and edit pages), validated by contracts rules. */
export function CampaignSettingsForm({ initialValues, submitLabel, submitting, onSubmit }: CampaignSettingsFormProps) {
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
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const error = validateTimezone(value);
              if (error) throw new Error(error);
            },
          },
        ]}
      >
        <Select options={TIMEZONE_OPTIONS} aria-label="Timezone" showSearch={{ optionFilterProp: 'label' }} />
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
