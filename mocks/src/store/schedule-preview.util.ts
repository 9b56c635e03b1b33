// sequenceSchedulePreview's answer, also used for a campaign's nextSendAt: the api's own planner (contracts/schedule)
// over the sequence's policy. The mocks' holidays are two fixture days (the api reads every country's from
// date-holidays), so component tests can see a moved step.
import { sendPolicyOf, type WorkWeek } from 'contracts';
import { planSequence, useHolidayCalendar, type PublicHolidays } from 'contracts/schedule';

export interface SchedulePreviewArgs {
  timezone: string;
  excludeWeekends: boolean;
  delays: number[];
  startAt?: string | null;
  sendWindowStart?: number | null;
  sendWindowEnd?: number | null;
  workWeek?: string | null;
}

const DAY_MS = 86_400_000;
const US_HOLIDAYS: Readonly<Record<string, string>> = { '2026-11-26': 'Thanksgiving Day', '2026-12-25': 'Christmas Day' };

/** The fixture calendar: the two US holidays for American zones, none elsewhere. */
const fixtureHolidays = (zone: string): PublicHolidays | null =>
  zone.startsWith('America/')
    ? {
        region: { place: 'the United States' },
        // The scheduler reads local days as "local ms" (the wall clock written as if it were UTC).
        namesOn: (localMs) => {
          const name = US_HOLIDAYS[new Date(Math.floor(localMs / DAY_MS) * DAY_MS).toISOString().slice(0, 10)];
          return name ? [name] : undefined;
        },
      }
    : null;

useHolidayCalendar(fixtureHolidays);

export function schedulePreview(args: SchedulePreviewArgs, now: string) {
  const policy = sendPolicyOf({
    zone: args.timezone,
    excludeWeekends: args.excludeWeekends,
    windowStart: args.sendWindowStart,
    windowEnd: args.sendWindowEnd,
    workWeek: (args.workWeek ?? null) as WorkWeek | null,
  });
  return planSequence({ startAt: new Date(args.startAt ?? now), policy, delays: args.delays }).map((send) => ({
    position: send.position,
    daysDelay: send.daysDelay,
    sendAt: send.sendAt.toISOString(),
    movedFrom: send.movedFrom?.toISOString() ?? null,
    movedReason: send.movedReason ?? null,
  }));
}
