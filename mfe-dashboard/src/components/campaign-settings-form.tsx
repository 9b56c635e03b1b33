import { Button, Form, Input, Select, Switch } from 'antd';
import {
  DEFAULT_SEND_WINDOW,
  SEND_WINDOW_EARLIEST,
  SEND_WINDOW_LATEST,
  SEND_WINDOW_STEP_MINUTES,
  TEXT_LIMITS,
  TRACK_OPENS_EXPLAINED,
  TRACK_OPENS_LABEL,
  canonicalZoneName,
  sendZoneChoiceOf,
  sendZoneReason,
  withPostingGuess,
  sendZoneSourceAfterEdit,
  type SendZoneSource,
  validateCampaignName,
  defaultWorkWeek,
  minuteOfDayText,
  sendPolicyOf,
  sendingWindowText,
  validateSendWindow,
  validateTimezone,
  workWeekLabel,
  WORK_WEEK_OPTIONS,
  type SendPolicy,
  type WorkWeek,
} from 'contracts';
import { TimezonePicker } from 'shared-ui';
import { browserTimezone } from './contact-form/contact-form-values';
import { usePostingGuess } from './job-posting/posting-guess.context';

export interface CampaignSettingsValues {
  name: string;
  timezone: string;
  excludeWeekends: boolean;
  /** The open pixel: off by default (product.md §10). */
  trackOpens: boolean;
  /** Where the zone came from (null: a sequence made before it was kept); a zone picked in the form is CHOSEN. */
  timezoneSource?: SendZoneSource | null;
  /** The sending hours, minutes after local midnight (absent: 9:00-17:00). */
  sendWindowStart?: number;
  sendWindowEnd?: number;
  /** The recipient's work week the user picked; null or absent: the zone's country's (product.md §10). */
  workWeek?: WorkWeek | null;
}

/** A saved sequence's settings as the form edits them (a week that follows the zone stays unpicked). */
export function settingsValuesOf(campaign: {
  name: string;
  timezone: string;
  timezoneSource?: SendZoneSource | null;
  excludeWeekends: boolean;
  trackOpens: boolean;
  sendWindowStart: number;
  sendWindowEnd: number;
  workWeek: WorkWeek;
  workWeekChosen: boolean;
}): CampaignSettingsValues {
  return {
    name: campaign.name,
    timezone: campaign.timezone,
    timezoneSource: campaign.timezoneSource,
    excludeWeekends: campaign.excludeWeekends,
    trackOpens: campaign.trackOpens,
    sendWindowStart: campaign.sendWindowStart,
    sendWindowEnd: campaign.sendWindowEnd,
    workWeek: campaign.workWeekChosen ? campaign.workWeek : null,
  };
}

/** What the schedule preview needs of the settings (the policy's parts, as the query takes them). */
export function policyInputOf(values: CampaignSettingsValues) {
  return {
    timezone: values.timezone,
    excludeWeekends: values.excludeWeekends,
    sendWindowStart: values.sendWindowStart,
    sendWindowEnd: values.sendWindowEnd,
    workWeek: values.workWeek ?? null,
  };
}

/** The sending policy of the settings (product.md §10), for the "Sends: ..." lines. */
export function policyOfSettings(values: CampaignSettingsValues): SendPolicy {
  return sendPolicyOf({
    zone: values.timezone,
    excludeWeekends: values.excludeWeekends,
    windowStart: values.sendWindowStart,
    windowEnd: values.sendWindowEnd,
    workWeek: values.workWeek,
  });
}

/** The picker's value for "as the recipient's country works" (the form sends no week then). */
const ZONE_WEEK = 'ZONE';
type FormValues = Omit<CampaignSettingsValues, 'workWeek'> & { workWeek: WorkWeek | typeof ZONE_WEEK };

const HOUR_OPTIONS = Array.from(
  { length: (SEND_WINDOW_LATEST - SEND_WINDOW_EARLIEST) / SEND_WINDOW_STEP_MINUTES + 1 },
  (_, index) => SEND_WINDOW_EARLIEST + index * SEND_WINDOW_STEP_MINUTES,
).map((minute) => ({ value: minute, label: minuteOfDayText(minute) }));

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
  const start = Form.useWatch<number | undefined>('sendWindowStart') ?? DEFAULT_SEND_WINDOW.start;
  const end = Form.useWatch<number | undefined>('sendWindowEnd') ?? DEFAULT_SEND_WINDOW.end;
  const guess = usePostingGuess();
  if (!timezone) return null;
  const source = sourceIn(initial, timezone);
  const choice = withPostingGuess(
    sendZoneChoiceOf({ zone: timezone, source, recipientEmail, browserZone: browserTimezone('') }),
    guess,
  );
  const window = validateSendWindow({ start, end }) ? DEFAULT_SEND_WINDOW : { start, end };
  return <span data-testid="send-zone-reason">{sendZoneReason(choice, window)}</span>;
}

/** 'Sends: 10:00-16:00, Sunday to Thursday, in Asia/Riyadh (public holidays skipped)' for the values in the form. */
function SendsLine() {
  const zone = Form.useWatch<string | undefined>('timezone');
  const excludeWeekends = Form.useWatch<boolean | undefined>('excludeWeekends');
  const start = Form.useWatch<number | undefined>('sendWindowStart');
  const end = Form.useWatch<number | undefined>('sendWindowEnd');
  const week = Form.useWatch<FormValues['workWeek'] | undefined>('workWeek');
  if (!zone || start === undefined || end === undefined || validateSendWindow({ start, end })) return null;
  const policy = sendPolicyOf({
    zone,
    excludeWeekends: excludeWeekends ?? true,
    windowStart: start,
    windowEnd: end,
    workWeek: week && week !== ZONE_WEEK ? week : null,
  });
  return (
    <p className="db-muted" data-testid="sends-line">
      Sends: {sendingWindowText(policy)}
    </p>
  );
}

/** "As in the recipient's country (Sunday to Thursday)" for the zone in the form, then every week. */
function WorkWeekPicker(props: { value?: FormValues['workWeek']; onChange?: (value: FormValues['workWeek']) => void }) {
  const zone = Form.useWatch<string | undefined>('timezone') ?? '';
  const options = [
    { value: ZONE_WEEK, label: `As in the recipient's country (${workWeekLabel(defaultWorkWeek(zone))})` },
    ...WORK_WEEK_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
  ];
  return <Select aria-label="Recipient's work week" options={options} {...props} />;
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
    <Form<FormValues>
      layout="vertical"
      initialValues={{
        ...initialValues,
        timezone: canonicalZoneName(initialValues.timezone),
        sendWindowStart: initialValues.sendWindowStart ?? DEFAULT_SEND_WINDOW.start,
        sendWindowEnd: initialValues.sendWindowEnd ?? DEFAULT_SEND_WINDOW.end,
        workWeek: initialValues.workWeek ?? ZONE_WEEK,
      }}
      onFinish={(values) =>
        onSubmit({
          ...values,
          name: values.name.trim(),
          timezoneSource: sourceIn(initialValues, values.timezone),
          // A week left to the zone is not sent: the sequence keeps following the recipient's country.
          workWeek: values.workWeek === ZONE_WEEK ? null : values.workWeek,
        })
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
      <Form.Item label="Sending hours" extra="In the recipient's zone; at least 2 hours, between 6:00 and 22:00">
        <div className="db-inline-actions">
          <Form.Item name="sendWindowStart" noStyle>
            <Select aria-label="Sending hours from" options={HOUR_OPTIONS} virtual={false} style={{ width: 110 }} />
          </Form.Item>
          <span aria-hidden="true">to</span>
          <Form.Item
            name="sendWindowEnd"
            noStyle
            dependencies={['sendWindowStart']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, end: number) => {
                  const error = validateSendWindow({ start: getFieldValue('sendWindowStart') as number, end });
                  if (error) throw new Error(error);
                },
              }),
            ]}
          >
            <Select aria-label="Sending hours to" options={HOUR_OPTIONS} virtual={false} style={{ width: 110 }} />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item label="Exclude Weekends" extra="Don't send emails on weekends">
        <Form.Item name="excludeWeekends" valuePropName="checked" noStyle>
          <Switch aria-label="Exclude Weekends" />
        </Form.Item>
      </Form.Item>
      <Form.Item label="Recipient's work week" name="workWeek">
        <WorkWeekPicker />
      </Form.Item>
      <SendsLine />
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
