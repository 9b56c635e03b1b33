// sequenceSchedulePreview's answer, also used for a campaign's nextSendAt.
import { holidayMoveReason } from 'contracts';

export interface SchedulePreviewArgs {
  timezone: string;
  excludeWeekends: boolean;
  delays: number[];
  startAt?: string | null;
}

/** Approximation in UTC (the api computes real working hours in the timezone). */
export function schedulePreview(args: SchedulePreviewArgs, now: string) {
  let at = new Date(args.startAt ?? now);
  const skipWeekend = () => {
    while (args.excludeWeekends && (at.getUTCDay() === 0 || at.getUTCDay() === 6)) {
      at = new Date(at.getTime() + 86_400_000);
    }
  };
  // Two US public holidays, so component tests can see a moved step (the api reads date-holidays).
  const usHoliday = (date: Date) =>
    args.timezone.startsWith('America/')
      ? { '2026-11-26': 'Thanksgiving Day', '2026-12-25': 'Christmas Day' }[date.toISOString().slice(0, 10)]
      : undefined;
  return args.delays.map((daysDelay, index) => {
    at = new Date(at.getTime() + (index === 0 ? 0 : daysDelay) * 86_400_000);
    skipWeekend();
    const movedFrom = at;
    const holiday = usHoliday(at);
    if (holiday) {
      at = new Date(at.getTime() + 86_400_000);
      skipWeekend();
    }
    const moved = holiday
      ? { movedFrom: movedFrom.toISOString(), movedReason: holidayMoveReason([holiday], 'the United States') }
      : { movedFrom: null, movedReason: null };
    return { position: index + 1, daysDelay: index === 0 ? 0 : daysDelay, sendAt: at.toISOString(), ...moved };
  });
}
