// The fluent seed of the api tests: a signed-up user, their Gmail grant, a campaign and its contacts, made through the
// real app (sign-up over HTTP, campaigns and contacts over GraphQL with the contracts' documents), so a seeded row is
// one a user could have made. `await seed.user().withGmail({ detect: true }).campaign({ zone }).contact()`.
import type { GoogleStandIn } from 'devstack/google';
import {
  CreateCampaignDocument,
  CreateContactDocument,
  CreateEmailSequenceDocument,
  GMAIL_SEND_SCOPE,
  gmailTierScopes,
  type CreateContactInput,
  type EmailSequenceStepInput,
} from 'contracts';
import { storeGrant } from '../src/modules/mailbox';
import { signUp } from './auth/auth-helpers';
import { graphqlClient, type GraphQLClient } from './http/graphql-client';
import type { TestApp } from './http/test-app';

export interface SeededUser {
  id: string;
  email: string;
  /** Signed in as this user. */
  gql: GraphQLClient;
  /** Present after withGmail. */
  gmail?: { googleEmail: string; scopes: string[] };
}

export interface SeededCampaign {
  id: number;
  name: string;
  timezone: string;
  excludeWeekends: boolean;
  user: SeededUser;
}

export interface SeededContact {
  id: number;
  email: string;
  firstName: string;
  campaign: SeededCampaign;
  user: SeededUser;
}

export interface GmailGrantOptions {
  /** 'Send + detect replies': the headers tier (gmail.metadata) besides sending. Default: 'Send only'. */
  detect?: boolean;
  googleEmail?: string;
}

export interface CampaignOptions {
  name?: string;
  /** The campaign's sending time zone (IANA). */
  zone?: string;
  excludeWeekends?: boolean;
}

export type ContactOptions = Partial<Omit<CreateContactInput, 'campaignId'>>;

/** The sequence `scheduleSequence` schedules unless told otherwise: a first email and one follow-up 3 days later. */
export const SEED_SEQUENCE: EmailSequenceStepInput[] = [
  { position: 1, subject: 'Hello', body: 'Hi {{contact_first_name}}', daysDelay: 0, nextMailInThread: true },
  { position: 2, subject: 'Hello', body: 'Following up', daysDelay: 3, nextMailInThread: true },
];

export interface SeedOptions {
  /** Issue the grant's refresh token at this Google stand-in (the app must point at it), so Gmail calls succeed. */
  google?: Pick<GoogleStandIn, 'issueTokens'>;
}

let counter = 0;
const next = () => `${++counter}.${Date.now().toString(36)}`;

/** A promise of a seeded handle that also offers the next step of the chain. */
class Step<T> implements PromiseLike<T> {
  constructor(protected readonly result: Promise<T>) {}

  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.result.then(onFulfilled, onRejected);
  }
}

export class UserStep extends Step<SeededUser> {
  constructor(
    result: Promise<SeededUser>,
    private readonly seed: Seed,
  ) {
    super(result);
  }

  withGmail(options: GmailGrantOptions = {}): UserStep {
    return new UserStep(
      this.result.then((user) => this.seed.grantGmail(user, options)),
      this.seed,
    );
  }

  campaign(options: CampaignOptions = {}): CampaignStep {
    return new CampaignStep(
      this.result.then((user) => this.seed.createCampaign(user, options)),
      this.seed,
    );
  }
}

export class CampaignStep extends Step<SeededCampaign> {
  constructor(
    result: Promise<SeededCampaign>,
    private readonly seed: Seed,
  ) {
    super(result);
  }

  contact(options: ContactOptions = {}): ContactStep {
    return new ContactStep(
      this.result.then((campaign) => this.seed.createContact(campaign, options)),
      this.seed,
    );
  }
}

export class ContactStep extends Step<SeededContact> {
  constructor(
    result: Promise<SeededContact>,
    private readonly seed: Seed,
  ) {
    super(result);
  }

  /** Another contact in the same campaign. */
  contact(options: ContactOptions = {}): ContactStep {
    return new ContactStep(
      this.result.then((contact) => this.seed.createContact(contact.campaign, options)),
      this.seed,
    );
  }
}

export class Seed {
  constructor(
    private readonly app: TestApp,
    private readonly options: SeedOptions = {},
  ) {}

  /** Signs a new user up over HTTP; the handle's client is signed in as them. */
  user(input: { email?: string; name?: string; password?: string } = {}): UserStep {
    const result = signUp(this.app, input).then(({ jar, email, userId }) => ({
      id: userId,
      email,
      gql: graphqlClient(this.app, jar),
    }));
    return new UserStep(result, this);
  }

  /** Stores a live Google grant (a sealed refresh token), as the OAuth callback would. */
  async grantGmail(user: SeededUser, options: GmailGrantOptions): Promise<SeededUser> {
    const googleEmail = options.googleEmail ?? `seed${next()}@gmail.com`;
    const tier = options.detect ? 'SEND_AND_DETECT_REPLIES' : 'SEND_ONLY';
    const scopes = ['openid', 'email', ...gmailTierScopes(tier, GMAIL_SEND_SCOPE)];
    const refreshToken =
      this.options.google?.issueTokens({ email: googleEmail, scopes }).refreshToken ?? `seed-refresh-${next()}`;
    await storeGrant(this.app.db.db, this.app.config.tokenEncryption, {
      userId: user.id,
      provider: 'google',
      address: googleEmail,
      scopes,
      refreshToken,
    });
    return { ...user, gmail: { googleEmail, scopes } };
  }

  async createCampaign(user: SeededUser, options: CampaignOptions): Promise<SeededCampaign> {
    const data = {
      name: options.name ?? 'Follow up with Dana',
      timezone: options.zone ?? 'Europe/Berlin',
      excludeWeekends: options.excludeWeekends ?? false,
    };
    const { createCampaign } = await user.gql(CreateCampaignDocument, { data });
    if (!createCampaign.success || !createCampaign.campaign) throw new Error(`createCampaign: ${createCampaign.message}`);
    const { id, name, timezone, excludeWeekends } = createCampaign.campaign;
    return { id, name, timezone, excludeWeekends, user };
  }

  async createContact(campaign: SeededCampaign, options: ContactOptions): Promise<SeededContact> {
    const unique = next().replace('.', '-');
    const data = {
      email: `dana${unique}@acme${unique}.example`,
      firstName: 'Dana',
      ...options,
      campaignId: campaign.id,
    };
    const { createContact } = await campaign.user.gql(CreateContactDocument, { data });
    if (!createContact.success || !createContact.contact) throw new Error(`createContact: ${createContact.message}`);
    const { id, email, firstName } = createContact.contact;
    return { id, email: email ?? '', firstName, campaign, user: campaign.user };
  }

  /** Schedules the campaign's sequence for its contacts, as 'Send' in the wizard does (this counts a sequence each). */
  async scheduleSequence(campaign: SeededCampaign, emails: EmailSequenceStepInput[] = SEED_SEQUENCE): Promise<void> {
    const { createEmailSequence } = await campaign.user.gql(CreateEmailSequenceDocument, {
      campaignId: campaign.id,
      data: { emails },
    });
    if (!createEmailSequence.success) throw new Error(`createEmailSequence: ${createEmailSequence.message}`);
  }
}

export function createSeed(app: TestApp, options: SeedOptions = {}): Seed {
  return new Seed(app, options);
}
