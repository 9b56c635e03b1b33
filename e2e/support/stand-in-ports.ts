// Ports of the devstack stand-ins under Playwright: their own, so a developer's `npm start` on the defaults does not
// collide with the tests. Read by playwright.config.ts (to start them) and by the helpers that inspect them.
export const STAND_IN_PORTS = {
  google: 4110,
  smtp: 2625,
  inbox: 4120,
  s3: 4130,
  pglite: 5533,
  finder: 4140,
} as const;
