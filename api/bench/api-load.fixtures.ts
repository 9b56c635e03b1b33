// Signed-in users for the api load bench, made through the real HTTP api (sign-up, then campaigns over /graphql).
export interface BenchUser {
  email: string;
  cookie: string;
}

const CREATE_CAMPAIGN = `mutation($data: CreateCampaignInput!) { createCampaign(data: $data) { campaign { id } } }`;

async function signUp(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Reader', email, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-up set no cookie');
  return cookie;
}

/** `count` users, each with `campaigns` campaigns, created `parallel` at a time. */
export async function createBenchUsers(apiUrl: string, count: number, campaigns: number, parallel = 5): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, async (_, i) => {
      const email = `reader-${start + i}-${Date.now()}@example.com`;
      const cookie = await signUp(apiUrl, email);
      for (let c = 0; c < campaigns; c++) {
        const variables = { data: { name: `Campaign ${c + 1}`, timezone: 'Europe/London', excludeWeekends: true } };
        const response = await fetch(`${apiUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: CREATE_CAMPAIGN, variables }),
        });
        if (!response.ok) throw new Error(`createCampaign failed: ${response.status}`);
      }
      return { email, cookie };
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}
