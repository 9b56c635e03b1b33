// The stand-in as the official SDK sees it: Stripe's shapes and errors, and events signed so constructEvent accepts them.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const SECRET = 'whsec_devstack_test';

describe('Stripe stand-in', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  const received: Array<{ body: string; signature: string }> = [];
  const endpoint = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.end('{}');
    });
  });

  const clientFor = (key: string) => {
    const url = new URL(standIn.url);
    return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    standIn = await startStripeStandIn({
      webhook: { url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/hook`, secret: SECRET },
    });
    stripe = clientFor(standIn.secretKey);
  });
  afterAll(async () => {
    await standIn.close();
    endpoint.closeAllConnections();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it('refuses a wrong key with 401 as Stripe does', async () => {
    await expect(clientFor('sk_test_wrong_key_1234').customers.create({ email: 'a@example.com' })).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: expect.stringContaining('Invalid API Key provided'),
    });
  });

  it("answers Stripe's invalid_request_error for an unknown price, a missing mode or a mode the price does not fit", async () => {
    const base = { success_url: 'http://localhost/ok', line_items: [{ price: standIn.prices.focused, quantity: 1 }] };
    await expect(
      stripe.checkout.sessions.create({ ...base, mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }] }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(stripe.checkout.sessions.create(base as Stripe.Checkout.SessionCreateParams)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'mode',
    });
    await expect(stripe.checkout.sessions.create({ ...base, mode: 'payment' })).rejects.toMatchObject({
      message: expect.stringContaining('recurring price'),
    });
    await expect(stripe.billingPortal.sessions.create({ customer: 'cus_missing' })).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('creates a session the SDK reads back, and paying sends events constructEvent accepts', async () => {
    const customer = await stripe.customers.create({ email: 'payer@example.com', metadata: { user_id: 'u1' } });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      client_reference_id: 'u1',
      metadata: { product: 'addon_25' },
      line_items: [{ price: standIn.prices.addon_25, quantity: 1 }],
      success_url: 'http://localhost/back',
      invoice_creation: { enabled: true, invoice_data: { metadata: { product: 'addon_25' } } },
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', client_reference_id: 'u1', amount_total: 599 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).metadata).toEqual({ product: 'addon_25' });

    const paid = await fetch(session.url!, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242424242424242' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('http://localhost/back');
    const events = received.map(({ body, signature }) => Stripe.webhooks.constructEvent(body, signature, SECRET));
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'invoice.paid']);
    const invoice = events[1]!.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({ amount_paid: 599, metadata: { product: 'addon_25' }, status: 'paid' });
    expect((await fetch(invoice.hosted_invoice_url!)).status).toBe(200);
    expect(() => Stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    // A second Pay on a completed session changes nothing.
    expect((await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }) })).status).toBe(
      409,
    );
  });

  it("expires an open session once, with Stripe's refusal after that, and expires one past its expires_at", async () => {
    const params = {
      mode: 'payment' as const,
      line_items: [{ price: standIn.prices.addon_10, quantity: 1 }],
      success_url: 'http://localhost/back',
    };
    const session = await stripe.checkout.sessions.create(params);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
    expect((await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }) })).status).toBe(
      409,
    );
    const late = await stripe.checkout.sessions.create(params);
    standIn.setSessionExpiry(late.id, Math.floor(Date.now() / 1000) - 1);
    expect((await stripe.checkout.sessions.retrieve(late.id)).status).toBe('expired');
    await expect(stripe.checkout.sessions.expire('cs_test_missing')).rejects.toMatchObject({ code: 'resource_missing' });
    const calls = standIn.apiCalls().filter((call) => call.path.includes(session.id));
    expect(calls.map((call) => call.method)).toEqual(['POST', 'POST']);
  });

  it('refuses an unknown subscription with resource_missing', async () => {
    await expect(stripe.subscriptions.retrieve('sub_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'same-key' });
    const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'same-key' });
    expect(again.id).toBe(first.id);
  });
});
