// Stripe's ordering rules, end to end (product.md §9, Billing): events out of order or retried days later, an ended
// subscription, a deleted account, one open checkout per user, a second live subscription, and how often a user can
// make the api call Stripe. Real app + PostgreSQL + the devstack Stripe stand-in over loopback.
import type pg from 'pg';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from 'devstack/stripe';
import { CHECKOUTS_RATE_LIMITED, oncePerRequest, REQUEST_RATE_LIMITS } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { signedStripeEvent, stripeEnv } from '../../../testkit/env/stripe-env';
import { waitFor } from '../../../testkit/wait-for';

const WEBHOOK_SECRET = 'whsec_test_event_order';
const OVERVIEW = `query { billingOverview { planName cancelsAt cancelledDuplicatePlan addOnSequences } }`;
const CHECKOUT = `mutation($product: CheckoutProduct!) { createCheckoutSession(product: $product) { url } }`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

interface Overview {
  planName: string;
  cancelsAt: string | null;
  cancelledDuplicatePlan: string | null;
  addOnSequences: number;
}

describe('billing follows Stripe ordering rules', () => {
  let stripe: StripeStandIn;
  let sdk: Stripe;
  let app: TestApp;
  let admin: pg.Pool;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    app = await startTestApp({ env: stripeEnv(stripe, WEBHOOK_SECRET) });
    stripe.setWebhook({ url: `${app.baseUrl}/api/billing/stripe-webhook`, secret: WEBHOOK_SECRET });
    admin = adminPool(app);
    const url = new URL(stripe.url);
    sdk = new Stripe(stripe.secretKey, { host: url.hostname, port: url.port, protocol: 'http', telemetry: false });
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
    await stripe.close();
  });

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const email = `order${++counter}.${Date.now()}@example.com`;
    const { userId } = await signUp(app, { name: 'Ada Order', email, jar });
    return { jar, id: userId };
  }

  const overview = async (jar: CookieJar) => {
    const { body } = await app.graphql<{ billingOverview: Overview }>(OVERVIEW, {}, jar);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.billingOverview;
  };

  async function checkoutUrl(jar: CookieJar, product: string) {
    const { body } = await app.graphql<{ createCheckoutSession: { url: string } }>(CHECKOUT, { product }, jar);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.createCheckoutSession.url;
  }

  const pay = (url: string) =>
    fetch(url, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }), redirect: 'manual' });
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;
  const checkoutCreations = () =>
    stripe.apiCalls().filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions');

  async function sendEvent(type: string, object: Record<string, unknown>, created?: number) {
    const { payload, signature } = signedStripeEvent(type, object, {
      id: `evt_order_${++counter}_${Date.now()}`,
      secret: WEBHOOK_SECRET,
      created,
    });
    const response = await app.request('/api/billing/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(response.status).toBe(200);
  }

  const rowOf = async (userId: string) =>
    (await admin.query(`select plan, stripe_subscription_id, stripe_customer_id from subscriptions where user_id = $1`, [userId]))
      .rows[0] as { plan: string; stripe_subscription_id: string | null; stripe_customer_id: string | null };

  /** Pays a Focused (or other) plan through the stand-in's page; returns Stripe's subscription as it was when paid. */
  async function subscribed(jar: CookieJar, userId: string, product = 'focused') {
    expect((await pay(await checkoutUrl(jar, product))).status).toBe(303);
    const id = (await rowOf(userId)).stripe_subscription_id!;
    return stripe.subscription(id)!;
  }

  it('keeps a cancelled subscriber on Starter when a late customer.subscription.updated arrives after the deletion', async () => {
    const user = await signedIn();
    const live = await subscribed(user.jar, user.id);
    expect((await overview(user.jar)).planName).toBe('Focused');
    await sdk.subscriptions.cancel(live.id);
    await waitFor(async () => (await overview(user.jar)).planName === 'Starter');

    // The update Stripe made before the cancellation, delivered late; then one stamped later still (same id: ended).
    await sendEvent('customer.subscription.updated', live, nowSeconds() - 60);
    await sendEvent('customer.subscription.updated', live, nowSeconds() + 5);
    expect(await overview(user.jar)).toMatchObject({ planName: 'Starter' });
    expect((await rowOf(user.id)).stripe_subscription_id).toBeNull();
  });

  it('does not resurrect an ended subscription from a checkout.session.completed retried days later', async () => {
    const user = await signedIn();
    const live = await subscribed(user.jar, user.id, 'relentless');
    const customer = (await rowOf(user.id)).stripe_customer_id;
    await sdk.subscriptions.cancel(live.id);
    await waitFor(async () => (await overview(user.jar)).planName === 'Starter');

    await sendEvent(
      'checkout.session.completed',
      {
        id: `cs_test_retried_${counter}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: user.id,
        customer,
        subscription: live.id,
        metadata: { product: 'relentless', user_id: user.id },
      },
      nowSeconds() - 3 * 86_400,
    );
    expect((await overview(user.jar)).planName).toBe('Starter');
  });

  it('ignores an older subscription update once a newer one is applied', async () => {
    const user = await signedIn();
    const live = await subscribed(user.jar, user.id);
    const cancelAt = nowSeconds() + 20 * 86_400;
    await sendEvent(
      'customer.subscription.updated',
      { ...live, cancel_at: cancelAt, cancel_at_period_end: true },
      nowSeconds() + 2,
    );
    await sendEvent('customer.subscription.updated', live, nowSeconds() - 30);
    expect(await overview(user.jar)).toMatchObject({ planName: 'Focused', cancelsAt: new Date(cancelAt * 1000).toISOString() });
  });

  it('changes nothing for an account that was deleted', async () => {
    const user = await signedIn();
    const live = await subscribed(user.jar, user.id, 'relentless');
    const customer = (await rowOf(user.id)).stripe_customer_id;
    expect((await app.request('/api/auth/delete-user', { json: { confirm: 'DELETE' }, jar: user.jar })).status).toBe(200);
    const deleted = await admin.query(`select deleted_at from users where id = $1`, [user.id]);
    expect(deleted.rows[0].deleted_at).not.toBeNull();

    await waitFor(() => stripe.subscription(live.id)?.status === 'canceled');
    const other = { ...live, id: `sub_after_deletion_${counter}`, status: 'active' };
    await sendEvent('customer.subscription.updated', other);
    await sendEvent('checkout.session.completed', {
      id: `cs_test_after_deletion_${counter}`,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer,
      metadata: { product: 'addon_25', user_id: user.id },
    });
    const usage = await admin.query(`select addon_sequences from usage where user_id = $1`, [user.id]);
    expect(usage.rows).toEqual([]);
    expect((await rowOf(user.id)).stripe_subscription_id).not.toBe(other.id);
    const seen = await admin.query(`select id from stripe_subscriptions where id = $1`, [other.id]);
    expect(seen.rows).toEqual([]);
  });

  it('reaches Stripe once for a request that asks for 15 checkouts by aliases', async () => {
    const user = await signedIn();
    const before = stripe.apiCalls().length;
    const aliases = Array.from({ length: 15 }, (_, i) => `c${i}: createCheckoutSession(product: focused) { url }`);
    const { body } = await app.graphql(`mutation { ${aliases.join(' ')} }`, {}, user.jar);
    expect(body.errors?.[0]?.message).toBe(oncePerRequest('createCheckoutSession'));
    expect(stripe.apiCalls()).toHaveLength(before);

    const creations = checkoutCreations().length;
    expect(await checkoutUrl(user.jar, 'focused')).toContain('/c/pay/');
    expect(checkoutCreations()).toHaveLength(creations + 1);
  });

  it('refuses the 11th checkout in an hour with the message, without calling Stripe', async () => {
    const user = await signedIn();
    const { points } = REQUEST_RATE_LIMITS.checkouts;
    for (let i = 0; i < points; i++) await checkoutUrl(user.jar, i % 2 ? 'addon_10' : 'addon_25');
    const before = stripe.apiCalls().length;
    const { body } = await app.graphql(CHECKOUT, { product: 'addon_10' }, user.jar);
    expect(body.errors?.[0]).toMatchObject({ message: CHECKOUTS_RATE_LIMITED, extensions: { code: 'RATE_LIMITED' } });
    expect(stripe.apiCalls()).toHaveLength(before);
  });

  it('hands back the open checkout, and expires it when another product is asked for', async () => {
    const user = await signedIn();
    const creations = checkoutCreations().length;
    const first = await checkoutUrl(user.jar, 'focused');
    expect(await checkoutUrl(user.jar, 'focused')).toBe(first);
    expect(checkoutCreations()).toHaveLength(creations + 1);

    const other = await checkoutUrl(user.jar, 'relentless');
    expect(other).not.toBe(first);
    expect((await sdk.checkout.sessions.retrieve(sessionIdOf(first))).status).toBe('expired');
    expect((await pay(first)).status).toBe(409); // its page no longer takes payment

    // An open session past its expiry is not handed out: a new one is opened.
    stripe.setSessionExpiry(sessionIdOf(other), nowSeconds() - 1);
    const fresh = await checkoutUrl(user.jar, 'relentless');
    expect(fresh).not.toBe(other);
    expect((await pay(fresh)).status).toBe(303);
    expect((await overview(user.jar)).planName).toBe('Relentless');
  });

  it("a new checkout is payable when the expired one's event lands before the new session is stored", async () => {
    const user = await signedIn();
    const first = await checkoutUrl(user.jar, 'focused');
    stripe.setSessionExpiry(sessionIdOf(first), nowSeconds() - 1);
    stripe.eventsBeforeAnswer(true);
    try {
      // The lookup expires it and its webhook forgets the stored checkout before the api stores the new one.
      const fresh = await checkoutUrl(user.jar, 'focused');
      expect(fresh).not.toBe(first);
      expect((await pay(fresh)).status).toBe(303);
    } finally {
      stripe.eventsBeforeAnswer(false);
    }
  });

  it('two checkouts asked for at once leave one payable session: the later one is expired, both get the same page', async () => {
    const user = await signedIn();
    const before = stripe.apiCalls().length;
    const [a, b] = await Promise.all([checkoutUrl(user.jar, 'focused'), checkoutUrl(user.jar, 'focused')]);
    expect(a).toBe(b);
    const calls = stripe.apiCalls().slice(before);
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/v1/checkout/sessions').length;
    const expired = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/expire')).length;
    expect(created - expired).toBe(1); // whichever lost the race expired its own session
    expect((await pay(a)).status).toBe(303);
  });

  it('cancels a second live subscription of the same customer in Stripe and tells the user', async () => {
    const user = await signedIn();
    const page = await checkoutUrl(user.jar, 'focused');
    // A second checkout opened beside the app's (another tab before this rule, or Stripe's own links).
    const customer = (await rowOf(user.id)).stripe_customer_id!;
    const metadata = { product: 'relentless', user_id: user.id };
    const second = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [{ price: stripe.prices.relentless, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      success_url: `${app.config.appOrigin}/dashboard/billing?checkout=success`,
    });
    expect((await pay(page)).status).toBe(303);
    const kept = (await rowOf(user.id)).stripe_subscription_id!;
    expect((await pay(second.url!)).status).toBe(303);

    const duplicate = (await sdk.checkout.sessions.retrieve(second.id)).subscription as string;
    expect(stripe.subscription(duplicate)).toMatchObject({ status: 'canceled' });
    expect(stripe.subscription(kept)).toMatchObject({ status: 'active' });
    await waitFor(async () => stripe.deliveries().every((delivery) => delivery.status === 200));
    expect(await overview(user.jar)).toMatchObject({ planName: 'Focused', cancelledDuplicatePlan: 'Relentless' });
    expect((await rowOf(user.id)).stripe_subscription_id).toBe(kept);
  });
});
