// The public holidays the scheduler skips come from a calendar the process registers: the api registers its
// date-holidays calendar (api/src/modules/scheduling/public-holidays.service.ts, a large library it loads at first
// use); the mocks register none, so their plans skip no holiday (the one way they differ from the api's).

/** The public holidays of one zone's country. */
export interface PublicHolidays {
  region: { place: string };
  /** Names of the public holidays on the local day of a reading (local ms), or undefined on a working day. */
  namesOn(localMs: number): readonly string[] | undefined;
}

export type HolidayCalendar = (zone: string) => PublicHolidays | null;

let calendar: HolidayCalendar = () => null;

/** Makes `of` the calendar every plan of this process uses. */
export function useHolidayCalendar(of: HolidayCalendar): void {
  calendar = of;
}

export function publicHolidaysOf(zone: string): PublicHolidays | null {
  return calendar(zone);
}
