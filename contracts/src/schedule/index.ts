// The sending schedule (product.md §6, §10, §11): when each email and note goes, by the sequence's SendPolicy. Pure
// functions over UTC instants (luxon for the recipient's wall clock). A subpath of contracts (`contracts/schedule`),
// not its root, so a front end never bundles it unless it asks: the api plans with it, the mocks preview with it.
export * from './send-window.rules';
export * from './note-send-time.rules';
export * from './zoned-clock.util';
export * from './schedule-input.error';
export { type HolidayCalendar, type PublicHolidays, useHolidayCalendar } from './holiday-calendar';
