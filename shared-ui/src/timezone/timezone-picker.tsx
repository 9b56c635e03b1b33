// One searchable zone picker for every screen that sets a sequence's zone: the common zones first, then every IANA
// zone the browser knows (Intl.supportedValuesOf), each with its offset now. A zone the lists lack (a rare browser
// zone) is still shown as the current value.
import { useMemo } from 'react';
import { Select } from 'antd';
import { canonicalZoneName, timezonePickerGroups, utcOffsetLabel, type TimezoneOption } from 'contracts';

export interface TimezonePickerProps {
  value?: string;
  onChange?: (zone: string) => void;
  /** The zones listed first (default: the nine of the sequence form). */
  common?: readonly TimezoneOption[];
  'aria-label'?: string;
  id?: string;
  disabled?: boolean;
  /** Opens the list at once (the picker was just asked for). */
  defaultOpen?: boolean;
  className?: string;
}

export function timezonePickerOptions(value: string | undefined, common?: readonly TimezoneOption[]) {
  const groups = timezonePickerGroups(new Date(), common);
  const known = value && [...groups.common, ...groups.all].some((option) => option.value === value);
  const extra = value && !known ? [{ value, label: `${value} (${utcOffsetLabel(value)})` }] : [];
  return [
    { label: 'Common', title: 'Common', options: [...extra, ...groups.common] },
    { label: 'All time zones', title: 'All time zones', options: groups.all },
  ];
}

export function TimezonePicker({ value, onChange, common, 'aria-label': ariaLabel = 'Timezone', ...rest }: TimezonePickerProps) {
  const current = value ? canonicalZoneName(value) : value;
  const options = useMemo(() => timezonePickerOptions(current, common), [current, common]);
  return (
    <Select
      {...rest}
      value={current}
      onChange={(zone: string) => onChange?.(zone)}
      options={options}
      aria-label={ariaLabel}
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={{ minWidth: 260, maxWidth: '100%' }}
    />
  );
}
