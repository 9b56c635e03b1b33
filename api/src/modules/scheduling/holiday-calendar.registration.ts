// Gives contracts' scheduler (contracts/schedule) the recipient's public holidays: imported once by this module's
// index.ts, so every process that plans through the scheduling module skips them; tests of the plans import it too.
import { useHolidayCalendar } from 'contracts/schedule';
import { publicHolidaysOf } from './public-holidays.service';

useHolidayCalendar(publicHolidaysOf);
