export { startJobBoardsStandIn, type JobBoardsStandIn, type JobBoardsStandInOptions } from './job-boards-stand-in';
export { SEEDED_POSTINGS, type StandInAts, type StandInPosting } from './posting-directory';
export { CAREERS_JOBS, ROBOTS_TXT } from './careers-pages';
export type { ServedRequest } from './control.routes';
