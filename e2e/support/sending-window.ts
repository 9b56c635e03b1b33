// Which zone a test runs its campaign in, so that a sequence scheduled now goes out at once. The product's own
// window rule decides (api/src/modules/scheduling/send-window.service.ts: 09:00-17:00 local, weekends when asked,
// never on the zone's public holidays), so a test started on Thanksgiving does not pick New York and then wait a day.
// The rule itself is tested by the api's unit tests and by stop-on-reply.spec.ts's holiday test.
import { timezonePickerGroups } from 'contracts';
import { isInsideWindow } from '../../api/src/modules/scheduling/send-window.service';

export { isInsideWindow, planSequence } from '../../api/src/modules/scheduling/send-window.service';

const HOUR_MS = 3_600_000;

/** Whether the zone's window is open at `at` and still open an hour later (time for the test to schedule). */
export function staysInsideWindow(zone: string, at: Date, excludeWeekends: boolean): boolean {
  return isInsideWindow(at, zone, excludeWeekends) && isInsideWindow(new Date(at.getTime() + HOUR_MS), zone, excludeWeekends);
}

/**
 * A timezone offered by the campaign form whose sending window is open now and stays open for the next hour, so a
 * sequence scheduled by the test goes out at once (weekends included, the test turns their exclusion off). The
 * form's nine common zones first, then any other zone it offers: on a US public holiday afternoon none of the nine
 * is open (the US zones are closed, the others are past 16:00), but some zone of the world is.
 */
export function timezoneInsideSendingWindow(at = new Date()): { value: string; label: string } {
  const { common, all } = timezonePickerGroups(at);
  const zone = [...common, ...all].find(({ value }) => staysInsideWindow(value, at, false));
  if (!zone) throw new Error('No offered timezone is inside its sending window right now');
  return zone;
}
