import { SENDING_WINDOW, TIMEZONES } from 'contracts';

/** The local hour in `timezone` at `at`. */
function localHour(timezone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', hourCycle: 'h23' }).format(at);
  return Number(hour);
}

/**
 * A timezone offered by the campaign form whose sending window is open now and stays open for the next hour, so a
 * sequence scheduled by the test goes out at once (weekends included, the test turns their exclusion off).
 */
export function timezoneInsideSendingWindow(at = new Date()): { value: string; label: string } {
  const zone = TIMEZONES.find(({ value }) => {
    const hour = localHour(value, at);
    return hour >= SENDING_WINDOW.startHour && hour < SENDING_WINDOW.endHour - 1;
  });
  if (!zone) throw new Error('No offered timezone is inside its sending window right now');
  return zone;
}
