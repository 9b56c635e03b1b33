import {
  ALL_DAYS,
  DEFAULT_SEND_WINDOW,
  MONDAY_TO_FRIDAY,
  SEND_WINDOW_INVALID,
  SEND_WINDOW_TOO_NARROW,
  SUNDAY_TO_THURSDAY,
  defaultWorkWeek,
  sendPolicyOf,
  sendingWindowText,
  validateSendWindow,
  workDaysText,
  workWeekDays,
  workWeekOf,
} from './send-policy.rules';

describe('the recipient work week (issue 36)', () => {
  it.each([
    ['Asia/Riyadh', 'SUN_THU'],
    ['Asia/Qatar', 'SUN_THU'],
    ['Asia/Kuwait', 'SUN_THU'],
    ['Africa/Cairo', 'SUN_THU'],
    ['Asia/Jerusalem', 'SUN_THU'],
    ['Asia/Tehran', 'SAT_THU'],
    ['Asia/Kathmandu', 'SUN_FRI'],
    // The UAE moved to Monday-Friday in 2022; most of the world works Monday to Friday.
    ['Asia/Dubai', 'MON_FRI'],
    ['Asia/Tokyo', 'MON_FRI'],
    ['Europe/Berlin', 'MON_FRI'],
    ['America/New_York', 'MON_FRI'],
    ['Asia/Kolkata', 'MON_FRI'],
  ])('%s works %s by default', (zone, week) => {
    expect(defaultWorkWeek(zone)).toBe(week);
  });

  it('"exclude weekends" means the recipient\'s days off, whichever they are', () => {
    expect(sendPolicyOf({ zone: 'Asia/Riyadh', excludeWeekends: true }).workDays).toEqual(SUNDAY_TO_THURSDAY);
    expect(sendPolicyOf({ zone: 'Europe/Berlin', excludeWeekends: true }).workDays).toEqual(MONDAY_TO_FRIDAY);
    expect(sendPolicyOf({ zone: 'Asia/Riyadh', excludeWeekends: false }).workDays).toEqual(ALL_DAYS);
    // A work week the user chose wins over the zone's.
    expect(sendPolicyOf({ zone: 'Europe/Berlin', excludeWeekends: true, workWeek: 'SUN_THU' }).workDays).toEqual(
      SUNDAY_TO_THURSDAY,
    );
    expect(sendPolicyOf({ zone: 'Europe/Berlin', excludeWeekends: true }).window).toEqual(DEFAULT_SEND_WINDOW);
  });

  it('names each week and finds it back from its days', () => {
    expect(workDaysText(workWeekDays('SUN_THU'))).toBe('Sunday to Thursday');
    expect(workDaysText(ALL_DAYS)).toBe('every day');
    expect(workDaysText([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(workWeekOf([4, 0, 1, 2, 3])).toBe('SUN_THU');
    expect(workWeekOf([1, 3])).toBeNull();
  });
});

describe('sending hours', () => {
  it('accepts quarter hours from 6:00 to 22:00, at least 2 hours wide', () => {
    expect(validateSendWindow({ start: 600, end: 960 })).toBeNull();
    expect(validateSendWindow({ start: 360, end: 1320 })).toBeNull();
    expect(validateSendWindow({ start: 600, end: 719 })).toBe(SEND_WINDOW_INVALID);
    expect(validateSendWindow({ start: 600, end: 705 })).toBe(SEND_WINDOW_TOO_NARROW);
    expect(validateSendWindow({ start: 300, end: 600 })).toBe(SEND_WINDOW_INVALID);
    expect(validateSendWindow({ start: 960, end: 600 })).toBe(SEND_WINDOW_INVALID);
    expect(validateSendWindow({ start: 1200, end: 1380 })).toBe(SEND_WINDOW_INVALID);
  });

  it('says the whole policy in one line', () => {
    const policy = sendPolicyOf({ zone: 'Asia/Riyadh', excludeWeekends: true, windowStart: 600, windowEnd: 960 });
    expect(sendingWindowText(policy)).toBe('10:00-16:00, Sunday to Thursday, in Asia/Riyadh (public holidays skipped)');
    expect(sendingWindowText(sendPolicyOf({ zone: 'Europe/Berlin', excludeWeekends: false }))).toBe(
      '9:00-17:00, every day, in Europe/Berlin (public holidays skipped)',
    );
  });
});
