// Payments end to end over real HTTP: the api's Stripe SDK talks to the devstack Stripe stand-in, whose hosted pages
// send signed webhooks back to POST /api/billing/stripe-webhook; hand-built events are signed with the SDK too.
import type pg from 'pg';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from 'devstack/stripe';
import { alreadyOnPlanMessage, CHANGE_PLAN_IN_PORTAL, PAYMENTS_UNAVAILABLE } from 'contracts';
import { CookieJar } from '../../../testkit/http/cookie-jar';
import { startTestApp, type TestApp } from '../../../testkit/http/test-app';
import { createLogger } from '../../logging/logger';
import { waitFor } from '../../../testkit/wait-for';
import { cancelStripeSubscription } from './checkout.service';
import { adminPool } from '../../../testkit/db/admin-pool';
import { signUp } from '../../../testkit/auth/auth-helpers';
import { stripeEnv } from '../../../testkit/env/stripe-env';

const WEBHOOK_SECRET = 'whsec_test_billing_suite';
const OVERVIEW = `query { billingOverview {
  planName addOnSequences sequencesTotal renewsAt cancelsAt paymentFailed canManageBilling
  invoices { description amountCents currency status url }
  checkout { focused relentless addOn10 addOn25 }
} }`;
const CHECKOUT = `mutation($product: CheckoutProduct!) { createCheckoutSession(product: $product) { url } }`;
const PORTAL = `mutation { createBillingPortalSession { url } }`;

interface Overview {
  planName: string;
  addOnSequences: number;
  sequencesTotal: number;
  renewsAt: string | null;
  cancelsAt: string | null;
  paymentFailed: boolean;
  canManageBilling: boolean;
  invoices: Array<{ description: string; amountCents: number; currency: string; status: string; url: string | null }>;
  checkout: Record<string, boolean>;
}

describe('payments with Stripe (SDK -> devstack stand-in -> signed webhooks)', () => {
  let stripe: StripeStandIn;
  let app: TestApp;
  let admin: pg.Pool;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    app = await startTestApp({ env: stripeEnv(stripe, WEBHOOK_SECRET) });
    stripe.setWebhook({ url: `${app.baseUrl}/api/billing/stripe-webhook`, secret: WEBHOOK_SECRET });
    admin = adminPool(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
    await stripe.close();
  });

  let counter = 0;
  async function signedIn() {
    const jar = new CookieJar();
    const email = `payer${++counter}.${Date.now()}@example.com`;
    const { userId } = await signUp(app, { name: 'Ada Payer', email, jar });
    return { jar, id: userId, email };
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

  /** Clicks Pay on the stand-in's checkout page: it sends the webhooks, then sends the browser back. */
  async function pay(url: string, card = '4242424242424242') {
    return fetch(url, { method: 'POST', body: new URLSearchParams({ card }), redirect: 'manual' });
  }

  /** POSTs an event to the webhook as Stripe does, signed with the SDK's test header helper. */
  async function sendEvent(type: string, object: Record<string, unknown>, options: { id?: string; secret?: string } = {}) {
    const payload = JSON.stringify({
      id: options.id ?? `evt_test_${++counter}_${Date.now()}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
    return app.request('/api/billing/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  const subscriptionIdOf = async (userId: string) =>
    (await admin.query(`select stripe_subscription_id from subscriptions where user_id = $1`, [userId])).rows[0]
      ?.stripe_subscription_id as string;

  it('sells what has a price, and a Checkout Session carries the user and the product', async () => {
    const user = await signedIn();
    expect((await overview(user.jar)).checkout).toEqual({ focused: true, relentless: true, addOn10: true, addOn25: true });
    const url = await checkoutUrl(user.jar, 'relentless');
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);
    const request = stripe.checkoutRequests().at(-1)!;
    expect(request).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      metadata: { product: 'relentless', user_id: user.id },
      line_items: [{ price: stripe.prices.relentless, quantity: '1' }],
      success_url: `${app.config.appOrigin}/dashboard/billing?checkout=success`,
      cancel_url: `${app.config.appOrigin}/dashboard/billing?checkout=cancelled`,
      subscription_data: { metadata: { product: 'relentless' } },
    });
    // The stand-in's checkout page is a real page the browser opens.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Relentless plan');
  });

  it('moves the plan when Relentless is paid, shows the renewal date and lists the invoice with its hosted page', async () => {
    const user = await signedIn();
    const url = await checkoutUrl(user.jar, 'relentless');
    const back = await pay(url);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${app.config.appOrigin}/dashboard/billing?checkout=success`);
    expect(
      stripe
        .deliveries()
        .slice(-3)
        .map((d) => [d.type, d.status]),
    ).toEqual([
      ['checkout.session.completed', 200],
      ['customer.subscription.created', 200],
      ['invoice.paid', 200],
    ]);

    const after = await overview(user.jar);
    expect(after).toMatchObject({
      planName: 'Relentless',
      sequencesTotal: 50,
      cancelsAt: null,
      paymentFailed: false,
      canManageBilling: true,
    });
    const daysToRenewal = (Date.parse(after.renewsAt!) - Date.now()) / 86_400_000;
    expect(daysToRenewal).toBeGreaterThan(27);
    expect(daysToRenewal).toBeLessThan(32);
    expect(after.invoices).toEqual([
      {
        description: 'Relentless plan (monthly)',
        amountCents: 999,
        currency: 'USD',
        status: 'paid',
        url: expect.stringContaining(`${stripe.url}/i/in_`),
      },
    ]);
    expect((await fetch(after.invoices[0]!.url!)).status).toBe(200);

    // Buying the same plan again, or a second plan, is refused: one subscription per user.
    const again = await app.graphql(CHECKOUT, { product: 'relentless' }, user.jar);
    expect(again.body.errors?.[0]).toMatchObject({
      message: alreadyOnPlanMessage('Relentless'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const other = await app.graphql(CHECKOUT, { product: 'focused' }, user.jar);
    expect(other.body.errors?.[0]).toMatchObject({ message: CHANGE_PLAN_IN_PORTAL, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('adds a bought add-on to the current month, with its invoice', async () => {
    const user = await signedIn();
    const url = await checkoutUrl(user.jar, 'addon_10');
    expect(stripe.checkoutRequests().at(-1)).toMatchObject({
      mode: 'payment',
      client_reference_id: user.id,
      metadata: { product: 'addon_10' },
      invoice_creation: { enabled: 'true' },
    });
    expect((await pay(url)).status).toBe(303);
    expect(await overview(user.jar)).toMatchObject({
      planName: 'Starter',
      addOnSequences: 10,
      sequencesTotal: 13,
      invoices: [
        { description: '10 additional sequences', amountCents: 299, status: 'paid', url: expect.stringContaining('/i/in_') },
      ],
    });
  });

  it('changes nothing when the card is declined', async () => {
    const user = await signedIn();
    const declined = await pay(await checkoutUrl(user.jar, 'focused'), '4000000000000002');
    expect(declined.status).toBe(402);
    expect(await overview(user.jar)).toMatchObject({ planName: 'Starter', invoices: [] });
  });

  it('applies an event delivered twice only once', async () => {
    const user = await signedIn();
    const session = {
      id: `cs_test_twice_${counter}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: user.id,
      customer: null,
      metadata: { product: 'addon_25' },
    };
    const id = `evt_twice_${Date.now()}`;
    expect((await sendEvent('checkout.session.completed', session, { id })).status).toBe(200);
    expect((await sendEvent('checkout.session.completed', session, { id })).status).toBe(200);
    expect(await overview(user.jar)).toMatchObject({ addOnSequences: 25, sequencesTotal: 28 });
  });

  it('refuses a bad or missing signature with 400 and applies nothing', async () => {
    const user = await signedIn();
    const session = {
      id: 'cs_test_forged',
      object: 'checkout.session',
      payment_status: 'paid',
      client_reference_id: user.id,
      metadata: { product: 'relentless' },
    };
    const forged = await sendEvent('checkout.session.completed', session, { secret: 'whsec_not_the_right_one' });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid Stripe signature.' });
    const unsigned = await app.request('/api/billing/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: session } }),
    });
    expect(unsigned.status).toBe(400);
    expect((await overview(user.jar)).planName).toBe('Starter');
  });

  it('acknowledges events it does not use', async () => {
    const response = await sendEvent('customer.created', { id: 'cus_unused', object: 'customer' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  it('lists a hand-signed checkout and invoice.paid: plan, renewal and the hosted invoice link', async () => {
    const user = await signedIn();
    const subscription = `sub_hand_${counter}`;
    const periodEnd = Math.floor(Date.UTC(2031, 5, 15) / 1000);
    await sendEvent('checkout.session.completed', {
      id: `cs_test_hand_${counter}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: user.id,
      customer: `cus_hand_${counter}`,
      subscription,
      metadata: { product: 'focused' },
    });
    expect((await overview(user.jar)).planName).toBe('Focused');
    const paid = await sendEvent('invoice.paid', {
      id: `in_hand_${counter}`,
      object: 'invoice',
      customer: `cus_hand_${counter}`,
      amount_due: 499,
      amount_paid: 499,
      currency: 'usd',
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: 'https://invoice.stripe.com/i/acct_test/in_hand',
      metadata: {},
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription, metadata: { product: 'focused', user_id: user.id } },
      },
      lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
      status: 'paid',
    });
    expect(paid.status).toBe(200);
    expect(await overview(user.jar)).toMatchObject({
      planName: 'Focused',
      renewsAt: new Date(periodEnd * 1000).toISOString(),
      invoices: [
        {
          description: 'Focused plan (monthly)',
          amountCents: 499,
          status: 'paid',
          url: 'https://invoice.stripe.com/i/acct_test/in_hand',
        },
      ],
    });
  });

  it('shows a failed renewal, and the paid retry clears it', async () => {
    const user = await signedIn();
    await pay(await checkoutUrl(user.jar, 'focused'));
    const subscription = await subscriptionIdOf(user.id);
    await stripe.renew(subscription, 'failed');
    const failed = await overview(user.jar);
    expect(failed).toMatchObject({ planName: 'Focused', paymentFailed: true });
    expect(failed.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid']);
    await stripe.renew(subscription, 'paid');
    expect(await overview(user.jar)).toMatchObject({ planName: 'Focused', paymentFailed: false });
  });

  it("says payments are unavailable, and logs why, when Stripe refuses (a customer deleted in Stripe's dashboard)", async () => {
    const user = await signedIn();
    await admin.query(`insert into subscriptions (user_id, stripe_customer_id) values ($1, 'cus_deleted_in_dashboard')`, [
      user.id,
    ]);
    const { status, body } = await app.graphql(CHECKOUT, { product: 'addon_25' }, user.jar);
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe(PAYMENTS_UNAVAILABLE);
    expect(stripe.checkoutRequests().at(-1)).toMatchObject({ customer: 'cus_deleted_in_dashboard' });
  });

  it('ends a paid plan at once in Stripe (account deletion), so nothing more is charged', async () => {
    const user = await signedIn();
    const deps = { db: app.db.db, config: app.config, logger: createLogger({ level: 'silent' }) };
    expect(await cancelStripeSubscription(deps, user.id)).toBe(false);
    await pay(await checkoutUrl(user.jar, 'relentless'));
    const subscription = await subscriptionIdOf(user.id);
    expect(await cancelStripeSubscription(deps, user.id)).toBe(true);
    expect(stripe.subscription(subscription)).toMatchObject({ status: 'canceled' });
    await waitFor(async () => (await overview(user.jar)).planName === 'Starter');
  });

  it('cancels the Stripe subscription when the user deletes their account', async () => {
    const user = await signedIn();
    await pay(await checkoutUrl(user.jar, 'focused'));
    const subscription = await subscriptionIdOf(user.id);
    const deleted = await app.request('/api/auth/delete-user', { json: { confirm: 'DELETE' }, jar: user.jar });
    expect(deleted.status).toBe(200);
    expect(stripe.subscription(subscription)).toMatchObject({ status: 'canceled' });
  });

  it('cancels at period end, renews, switches plan and ends the plan through the customer portal', async () => {
    const user = await signedIn();
    const before = await app.graphql(PORTAL, {}, user.jar);
    expect(before.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    await pay(await checkoutUrl(user.jar, 'focused'));
    const subscription = await subscriptionIdOf(user.id);
    const { body } = await app.graphql<{ createBillingPortalSession: { url: string } }>(PORTAL, {}, user.jar);
    const portal = body.data!.createBillingPortalSession.url;
    expect(portal.startsWith(`${stripe.url}/p/session/bps_`)).toBe(true);
    expect(await (await fetch(portal)).text()).toContain('Focused plan');
    const act = (action: string, fields: Record<string, string> = {}) =>
      fetch(`${portal}/${action}`, {
        method: 'POST',
        body: new URLSearchParams({ subscription, ...fields }),
        redirect: 'manual',
      });

    const renewsAt = (await overview(user.jar)).renewsAt;
    expect((await act('cancel')).status).toBe(303);
    expect(await overview(user.jar)).toMatchObject({ planName: 'Focused', renewsAt: null, cancelsAt: renewsAt });

    await act('renew');
    expect(await overview(user.jar)).toMatchObject({ renewsAt, cancelsAt: null });

    await act('switch', { price: stripe.prices.relentless });
    expect((await overview(user.jar)).planName).toBe('Relentless');

    await act('end-now');
    expect(await overview(user.jar)).toMatchObject({
      planName: 'Starter',
      renewsAt: null,
      cancelsAt: null,
      canManageBilling: true,
    });
    // Ended: a new plan can be bought again.
    expect(await checkoutUrl(user.jar, 'focused')).toContain('/c/pay/');
  });
});
