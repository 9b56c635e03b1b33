// The signed-in user of the dashboard pages: signed up through the api as the /register page does.
import { print } from 'graphql';
import { AUTH_BASE_PATH, AUTH_PATHS, CreateCampaignDocument, type CreateCampaignMutationVariables } from 'contracts';

export interface SessionCookie {
  name: string;
  value: string;
}

/** Signs a new user up and returns the session cookie the api set. */
export async function signUpBenchUser(origin: string): Promise<SessionCookie> {
  const response = await fetch(`${origin}${AUTH_BASE_PATH}${AUTH_PATHS.signUpEmail}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin },
    body: JSON.stringify({
      name: 'Bench User',
      email: `bench.${Date.now()}@example.com`,
      password: 'bench-password-123',
    }),
  });
  if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const setCookie = response.headers.getSetCookie()[0];
  const pair = setCookie?.split(';')[0];
  const separator = pair?.indexOf('=') ?? -1;
  if (!pair || separator < 1) throw new Error('sign-up set no session cookie');
  return { name: pair.slice(0, separator), value: pair.slice(separator + 1) };
}

/**
 * Gives the bench user one sequence: a user without any is sent from the dashboard home to the chat, so the home page
 * (its funnel and weekly chart) is measured as someone mid-search sees it.
 */
export async function createBenchSequence(origin: string, session: SessionCookie): Promise<void> {
  const variables: CreateCampaignMutationVariables = {
    data: { name: 'Acme follow-ups', timezone: 'Europe/Berlin', excludeWeekends: true, isActive: true },
  };
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      origin,
      cookie: `${session.name}=${session.value}`,
    },
    body: JSON.stringify({ query: print(CreateCampaignDocument), variables }),
  });
  const body = (await response.json()) as { errors?: unknown[]; data?: { createCampaign?: { success: boolean } } };
  if (!response.ok || body.errors || !body.data?.createCampaign?.success)
    throw new Error(`createCampaign answered ${response.status}: ${JSON.stringify(body)}`);
}
