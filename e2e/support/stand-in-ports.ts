// Ports of the app and the devstack stand-ins under Playwright: their own, so a developer's `npm start` on the
// defaults does not collide with the tests. E2E_PORT_OFFSET shifts them all (two runs side by side on one machine).
// Read by playwright.config.ts (to start them) and by the helpers that inspect the stand-ins.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const APP_PORT = Number(process.env.E2E_PORT ?? 8181) + offset;

export const STAND_IN_PORTS = {
  google: 4110 + offset,
  smtp: 2625 + offset,
  inbox: 4120 + offset,
  s3: 4130 + offset,
  pglite: 5533 + offset,
  finder: 4140 + offset,
  llm: 4150 + offset,
  stripe: 4160 + offset,
  jobBoards: 4170 + offset,
  microsoft: 4180 + offset,
  microsoftPages: 4181 + offset,
} as const;

/** The Microsoft stand-in's control API: on its HTTPS port, with a certificate made at start that only the api is given. */
export const MICROSOFT_CONTROL_URL = `https://127.0.0.1:${STAND_IN_PORTS.microsoft}/__control`;
