// Stripe on loopback, enough of it for the app's payments through the official SDK: POST /v1/customers,
// /v1/checkout/sessions (GET one back, POST .../expire; an open session expires at its expires_at),
// /v1/billing_portal/sessions, GET and DELETE /v1/subscriptions/:id, with Stripe's object shapes, its error body
// ({ error: { type, message, code, param } }, 400/401/404) and replayed Idempotency-Key answers. Its hosted pages
// (checkout, customer portal, invoice) act like Stripe's: paying or changing the plan sends the events Stripe
// sends, signed with the SDK's test header helper, to the webhook endpoint.
import express, { type Request, type Response } from 'express';
import Stripe from 'stripe';
import { listenHttp } from '../http/listen';
import { DEVSTACK_PRICES, newId, nowSeconds, oneMonthLater, priceObject, stripeError, type StandInPrice } from './stripe-catalog';
import { checkoutPage, invoicePage, portalPage } from './stripe-pages';

export interface StripeStandInOptions {
  port?: number;
  host?: string;
  /** The secret key the api must send (Authorization: Bearer). */
  secretKey?: string;
  /** Where events go and the endpoint secret (whsec_...) they are signed with; can be set later (setWebhook). */
  webhook?: { url: string; secret: string };
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  /** HTTP status of the last attempt; 0 when the endpoint could not be reached. */
  status: number;
  attempts: number;
}

type Dict = Record<string, unknown>;
type StripeObject = Dict & { id: string };

export const DEVSTACK_STRIPE_SECRET_KEY = 'sk_test_devstack';
const DECLINED_CARD = '4000000000000002';
const DELIVERY_ATTEMPTS = 3;
const RETRY_DELAY_MS = 250;

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const dict = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string') as Array<[string, string]>)
    : {};
const list = (url: string, data: unknown[]) => ({ object: 'list', data, has_more: false, total_count: data.length, url });

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  secretKey = DEVSTACK_STRIPE_SECRET_KEY,
  webhook: initialWebhook,
}: StripeStandInOptions = {}) {
  let webhook = initialWebhook;
  let baseUrl = '';
  let invoiceCounter = 0;
  const prices = new Map<string, StandInPrice>(Object.values(DEVSTACK_PRICES).map((price) => [price.id, price]));
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject & { priceId: string }>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const checkoutRequests: Dict[] = [];
  const apiCalls: Array<{ method: string; path: string }> = [];
  const deliveries: WebhookDelivery[] = [];

  const priceOf = (id: string) => prices.get(id)!;

  // --- events -------------------------------------------------------------------------------------------------
  async function deliver(type: string, object: unknown, previousAttributes?: Dict): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const delivery: WebhookDelivery = { eventId: event.id, type, status: 0, attempts: 0 };
    deliveries.push(delivery);
    if (!webhook) return;
    const payload = JSON.stringify(event, null, 2);
    while (delivery.attempts < DELIVERY_ATTEMPTS) {
      delivery.attempts += 1;
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhook.secret });
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
        });
        delivery.status = response.status;
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        delivery.status = 0;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * delivery.attempts));
    }
  }

  // --- objects ------------------------------------------------------------------------------------------------
  function createInvoice(input: {
    customer: string;
    price: StandInPrice;
    description: string | null;
    metadata: Record<string, string>;
    subscription?: StripeObject;
    period: { start: number; end: number };
    paid: boolean;
    billingReason: string;
  }): StripeObject {
    const id = newId('in');
    const created = nowSeconds();
    const amount = input.price.unitAmount;
    const invoice: StripeObject = {
      id,
      object: 'invoice',
      number: `DEVSTACK-${String(++invoiceCounter).padStart(4, '0')}`,
      customer: input.customer,
      currency: 'usd',
      amount_due: amount,
      amount_paid: input.paid ? amount : 0,
      amount_remaining: input.paid ? 0 : amount,
      total: amount,
      subtotal: amount,
      billing_reason: input.billingReason,
      collection_method: 'charge_automatically',
      created,
      description: input.description,
      hosted_invoice_url: `${baseUrl}/i/${id}`,
      invoice_pdf: `${baseUrl}/i/${id}`,
      livemode: false,
      metadata: input.subscription ? {} : input.metadata,
      parent: input.subscription
        ? {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: input.subscription.id, metadata: input.subscription.metadata },
          }
        : null,
      lines: list(`/v1/invoices/${id}/lines`, [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: 'usd',
          description: `1 × ${input.price.productName}`,
          period: input.period,
          pricing: { type: 'price_details', price_details: { price: input.price.id, product: priceObject(input.price).product } },
          quantity: 1,
        },
      ]),
      period_start: input.period.start,
      period_end: input.period.end,
      status: input.paid ? 'paid' : 'open',
      status_transitions: { finalized_at: created, paid_at: input.paid ? created : null },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function createSubscription(customer: string, price: StandInPrice, metadata: Record<string, string>): StripeObject {
    const start = nowSeconds();
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: 'usd',
      collection_method: 'charge_automatically',
      livemode: false,
      metadata,
      items: list('/v1/subscription_items', [subscriptionItem(price, start)]),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  function subscriptionItem(price: StandInPrice, start: number) {
    return {
      id: newId('si'),
      object: 'subscription_item',
      price: priceObject(price),
      quantity: 1,
      current_period_start: start,
      current_period_end: oneMonthLater(start),
    };
  }

  const itemOf = (subscription: StripeObject) =>
    (subscription.items as { data: Array<{ price: { id: string }; current_period_start: number; current_period_end: number }> })
      .data[0]!;
  const snapshot = <T>(value: T): T => structuredClone(value);

  // --- API ----------------------------------------------------------------------------------------------------
  const app = express();
  app.disable('x-powered-by');
  app.use('/v1', express.urlencoded({ extended: true, limit: '256kb' }));
  app.use('/v1', (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) {
      res
        .status(401)
        .json(
          stripeError(
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          ),
        );
      return;
    }
    if (bearer !== secretKey) {
      res.status(401).json(
        stripeError(`Invalid API Key provided: ${bearer.slice(0, 8)}${'*'.repeat(8)}${bearer.slice(-4)}`, {
          code: 'api_key_invalid',
        }),
      );
      return;
    }
    apiCalls.push({ method: req.method, path: `${req.baseUrl}${req.path}` });
    // A retried POST with the same Idempotency-Key gets the first answer again, as Stripe does.
    const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
    if (key) {
      const slot = `${req.originalUrl}:${key}`;
      const stored = idempotent.get(slot);
      if (stored) {
        res.status(stored.status).set('idempotent-replayed', 'true').json(stored.body);
        return;
      }
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode < 500) idempotent.set(slot, { status: res.statusCode, body });
        return json(body);
      };
    }
    res.set('request-id', newId('req'));
    next();
  });

  const missing = (res: Response, param: string) =>
    res.status(400).json(stripeError(`Missing required param: ${param}.`, { code: 'parameter_missing', param }));
  const noSuch = (res: Response, what: string, id: string, param: string) =>
    res.status(400).json(stripeError(`No such ${what}: '${id}'`, { code: 'resource_missing', param }));

  app.post('/v1/customers', (req, res) => {
    const body = (req.body ?? {}) as Dict;
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: str(body.email) ?? null,
      name: str(body.name) ?? null,
      metadata: dict(body.metadata),
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    res.json(customer);
  });

  app.get('/v1/customers/:id', (req, res) => {
    const customer = customers.get(req.params.id);
    if (!customer) {
      res.status(404).json(stripeError(`No such customer: '${req.params.id}'`, { code: 'resource_missing', param: 'id' }));
      return;
    }
    res.json(customer);
  });

  app.post('/v1/checkout/sessions', (req, res) => {
    const body = (req.body ?? {}) as Dict;
    checkoutRequests.push(snapshot(body));
    const mode = str(body.mode);
    if (!mode) return missing(res, 'mode');
    if (!['payment', 'subscription', 'setup'].includes(mode)) {
      return res.status(400).json(
        stripeError(`Invalid mode: must be one of payment, setup, or subscription`, {
          code: 'parameter_invalid_empty',
          param: 'mode',
        }),
      );
    }
    const items = Array.isArray(body.line_items) ? (body.line_items as Dict[]) : [];
    if (items.length === 0) return missing(res, 'line_items');
    const priceId = str(items[0]?.price);
    if (!priceId) return missing(res, 'line_items[0][price]');
    const price = prices.get(priceId);
    if (!price) return noSuch(res, 'price', priceId, 'line_items[0][price]');
    if (mode === 'subscription' && !price.recurring) {
      return res.status(400).json(
        stripeError('You must provide at least one recurring price in `subscription` mode when using prices.', {
          param: 'line_items',
        }),
      );
    }
    if (mode === 'payment' && price.recurring) {
      return res
        .status(400)
        .json(
          stripeError(
            'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
            { param: 'line_items' },
          ),
        );
    }
    const invoiceCreation = (body.invoice_creation ?? null) as Dict | null;
    if (invoiceCreation && mode !== 'payment') {
      return res
        .status(400)
        .json(stripeError('`invoice_creation` can only be used in `payment` mode.', { param: 'invoice_creation' }));
    }
    const customerId = str(body.customer);
    if (customerId && !customers.has(customerId)) return noSuch(res, 'customer', customerId, 'customer');
    const id = newId('cs_test');
    const created = nowSeconds();
    const invoiceData = (invoiceCreation?.invoice_data ?? {}) as Dict;
    const session = {
      id,
      object: 'checkout.session',
      priceId,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${baseUrl}/c/pay/${id}`,
      client_reference_id: str(body.client_reference_id) ?? null,
      customer: customerId ?? null,
      customer_email: customerId ? null : (str(body.customer_email) ?? null),
      customer_details: null,
      metadata: dict(body.metadata),
      success_url: str(body.success_url) ?? null,
      cancel_url: str(body.cancel_url) ?? null,
      amount_subtotal: price.unitAmount,
      amount_total: price.unitAmount,
      currency: 'usd',
      created,
      expires_at: created + 24 * 3600,
      livemode: false,
      subscription: null as string | null,
      invoice: null as string | null,
      payment_intent: null as string | null,
      invoice_creation:
        mode === 'payment'
          ? {
              enabled: invoiceCreation?.enabled === 'true',
              invoice_data: { description: str(invoiceData.description) ?? null, metadata: dict(invoiceData.metadata) },
            }
          : null,
      subscription_data_metadata: dict((body.subscription_data as Dict | undefined)?.metadata),
    };
    sessions.set(id, session);
    res.json(publicSession(session));
  });

  /** The session as the API shows it (without the stand-in's own bookkeeping). */
  function publicSession(session: StripeObject) {
    const { priceId: _priceId, subscription_data_metadata: _metadata, ...rest } = session;
    return rest;
  }

  /** An open session past its expires_at is expired, as Stripe expires it (with checkout.session.expired). */
  function current(id: string) {
    const session = sessions.get(id);
    if (session?.status === 'open' && (session.expires_at as number) <= nowSeconds()) expire(session);
    return session;
  }

  // Stripe does not order events against API answers: an event may land before the answer of the call that caused it.
  // `eventsBeforeAnswer(true)` makes that the case for a session a lookup expires (the answer waits for the delivery).
  let eventsFirst = false;
  const pendingEvents: Promise<void>[] = [];

  function expire(session: StripeObject) {
    Object.assign(session, { status: 'expired', url: null });
    const delivery = deliver('checkout.session.expired', publicSession(snapshot(session)));
    if (eventsFirst) pendingEvents.push(delivery);
    else void delivery;
  }

  const noSuchSession = (res: Response, id: string) =>
    res.status(404).json(stripeError(`No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'session' }));

  app.get('/v1/checkout/sessions/:id', async (req, res) => {
    const session = current(req.params.id);
    await Promise.all(pendingEvents.splice(0));
    if (!session) return noSuchSession(res, req.params.id);
    res.json(publicSession(session));
  });

  // Only an open session can be expired; its page stops taking payment.
  app.post('/v1/checkout/sessions/:id/expire', (req, res) => {
    const session = current(req.params.id);
    if (!session) return noSuchSession(res, req.params.id);
    if (session.status !== 'open') {
      return res
        .status(400)
        .json(
          stripeError(
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`,
          ),
        );
    }
    expire(session);
    res.json(publicSession(snapshot(session)));
  });

  app.post('/v1/billing_portal/sessions', (req, res) => {
    const body = (req.body ?? {}) as Dict;
    const customer = str(body.customer);
    if (!customer) return missing(res, 'customer');
    if (!customers.has(customer)) return noSuch(res, 'customer', customer, 'customer');
    const id = newId('bps');
    const session: StripeObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_devstack',
      created: nowSeconds(),
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(body.return_url) ?? null,
      url: `${baseUrl}/p/session/${id}`,
    };
    portalSessions.set(id, session);
    res.json(session);
  });

  // Cancels at once (Stripe's DELETE /v1/subscriptions/:id): no further invoice; customer.subscription.deleted follows.
  app.get('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) {
      res.status(404).json(stripeError(`No such subscription: '${req.params.id}'`, { code: 'resource_missing', param: 'id' }));
      return;
    }
    res.json(snapshot(subscription));
  });

  app.delete('/v1/subscriptions/:id', async (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) {
      res.status(404).json(stripeError(`No such subscription: '${req.params.id}'`, { code: 'resource_missing', param: 'id' }));
      return;
    }
    if (subscription.status === 'canceled') {
      res.status(400).json(stripeError('This subscription has already been canceled.', { code: 'resource_missing' }));
      return;
    }
    Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
    res.json(snapshot(subscription));
    await deliver('customer.subscription.deleted', snapshot(subscription));
  });

  app.all('/v1/{*rest}', (req, res) => {
    res
      .status(404)
      .json(
        stripeError(
          `Unrecognized request URL (${req.method}: ${req.path}). The devstack stand-in serves only what the app uses.`,
        ),
      );
  });

  // --- hosted checkout ----------------------------------------------------------------------------------------
  const form = express.urlencoded({ extended: false });

  function checkoutView(session: StripeObject & { priceId: string }, error?: string) {
    const price = priceOf(session.priceId);
    const customer = session.customer ? customers.get(session.customer as string) : undefined;
    return checkoutPage({
      sessionId: session.id,
      productName: price.productName,
      amount: price.unitAmount,
      currency: 'usd',
      recurring: Boolean(price.recurring),
      email: (customer?.email as string | null | undefined) ?? (session.customer_email as string | null),
      cancelUrl: session.cancel_url as string | null,
      status: session.status as string,
      error,
    });
  }

  app.get('/c/pay/:id', (req, res) => {
    const session = current(req.params.id);
    if (!session) {
      res.status(404).type('html').send('<h1>Checkout session not found</h1>');
      return;
    }
    res.type('html').send(checkoutView(session));
  });

  app.post('/c/pay/:id', form, async (req: Request, res: Response) => {
    const session = current(req.params.id as string);
    if (!session || session.status !== 'open') {
      res
        .status(session ? 409 : 404)
        .type('html')
        .send(session ? checkoutView(session) : '<h1>Checkout session not found</h1>');
      return;
    }
    if ((req.body as Dict).card === DECLINED_CARD) {
      res.status(402).type('html').send(checkoutView(session, 'Your card was declined. Try a different card.'));
      return;
    }
    const price = priceOf(session.priceId);
    let customer = session.customer as string | null;
    if (!customer) {
      customer = newId('cus');
      customers.set(customer, {
        id: customer,
        object: 'customer',
        email: session.customer_email,
        name: null,
        metadata: {},
        livemode: false,
      });
    }
    session.customer = customer;
    session.status = 'complete';
    session.payment_status = 'paid';
    const start = nowSeconds();
    let subscription: StripeObject | undefined;
    let invoice: StripeObject | undefined;
    if (session.mode === 'subscription') {
      subscription = createSubscription(customer, price, session.subscription_data_metadata as Record<string, string>);
      session.subscription = subscription.id;
      invoice = createInvoice({
        customer,
        price,
        description: null,
        metadata: {},
        subscription,
        period: { start, end: itemOf(subscription).current_period_end },
        paid: true,
        billingReason: 'subscription_create',
      });
    } else {
      session.payment_intent = newId('pi');
      const creation = session.invoice_creation as {
        enabled: boolean;
        invoice_data: { description: string | null; metadata: Record<string, string> };
      };
      if (creation?.enabled) {
        invoice = createInvoice({
          customer,
          price,
          description: creation.invoice_data.description,
          metadata: creation.invoice_data.metadata,
          period: { start, end: start },
          paid: true,
          billingReason: 'manual',
        });
      }
    }
    if (invoice) session.invoice = invoice.id;
    await deliver('checkout.session.completed', publicSession(snapshot(session)));
    if (subscription) await deliver('customer.subscription.created', snapshot(subscription));
    if (invoice) await deliver('invoice.paid', snapshot(invoice));
    const success = ((session.success_url as string | null) ?? `${baseUrl}/c/done`).replace('{CHECKOUT_SESSION_ID}', session.id);
    res.redirect(303, success);
  });

  app.get('/c/done', (_req, res) => {
    res.type('html').send('<h1>Payment complete</h1>');
  });

  app.get('/i/:id', (req, res) => {
    const invoice = invoices.get(req.params.id);
    if (!invoice) {
      res.status(404).type('html').send('<h1>Invoice not found</h1>');
      return;
    }
    const line = (invoice.lines as { data: Array<{ description: string }> }).data[0];
    res.type('html').send(
      invoicePage({
        number: invoice.number as string,
        description: (invoice.description as string | null) ?? line?.description ?? '',
        amount: invoice.amount_due as number,
        status: invoice.status as string,
        created: invoice.created as number,
      }),
    );
  });

  // --- customer portal ----------------------------------------------------------------------------------------
  const customerSubscriptions = (customer: string) =>
    [...subscriptions.values()].filter((sub) => sub.customer === customer && sub.status !== 'canceled');

  app.get('/p/session/:id', (req, res) => {
    const session = portalSessions.get(req.params.id);
    if (!session) {
      res.status(404).type('html').send('<h1>This portal session has expired</h1>');
      return;
    }
    const customer = session.customer as string;
    res.type('html').send(
      portalPage({
        sessionId: session.id,
        email: (customers.get(customer)?.email as string | null) ?? null,
        returnUrl: session.return_url as string | null,
        subscriptions: customerSubscriptions(customer).map((sub) => {
          const item = itemOf(sub);
          const price = priceOf(item.price.id);
          return {
            id: sub.id,
            productName: price.productName,
            amount: price.unitAmount,
            periodEnd: item.current_period_end,
            cancelAt: sub.cancel_at as number | null,
            status: sub.status as string,
          };
        }),
        plans: [...prices.values()]
          .filter((price) => price.recurring)
          .map((price) => ({ priceId: price.id, productName: price.productName, amount: price.unitAmount })),
        invoices: [...invoices.values()]
          .filter((invoice) => invoice.customer === customer)
          .reverse()
          .map((invoice) => ({
            url: invoice.hosted_invoice_url as string,
            description:
              (invoice.description as string | null) ??
              (invoice.lines as { data: Array<{ description: string }> }).data[0]?.description ??
              '',
            amount: invoice.amount_due as number,
            status: invoice.status as string,
            created: invoice.created as number,
          })),
      }),
    );
  });

  app.post('/p/session/:id/:action', form, async (req: Request, res: Response) => {
    const session = portalSessions.get(req.params.id as string);
    const body = req.body as Dict;
    const subscription = subscriptions.get(String(body.subscription ?? ''));
    if (!session || !subscription || subscription.customer !== session.customer || subscription.status === 'canceled') {
      res.status(404).type('html').send('<h1>Subscription not found</h1>');
      return;
    }
    const item = itemOf(subscription);
    const previous: Dict = {};
    switch (req.params.action) {
      case 'cancel':
        Object.assign(previous, {
          cancel_at: subscription.cancel_at,
          cancel_at_period_end: subscription.cancel_at_period_end,
          canceled_at: null,
        });
        Object.assign(subscription, {
          cancel_at: item.current_period_end,
          cancel_at_period_end: true,
          canceled_at: nowSeconds(),
        });
        await deliver('customer.subscription.updated', snapshot(subscription), previous);
        break;
      case 'renew':
        Object.assign(previous, { cancel_at: subscription.cancel_at, cancel_at_period_end: subscription.cancel_at_period_end });
        Object.assign(subscription, { cancel_at: null, cancel_at_period_end: false, canceled_at: null });
        await deliver('customer.subscription.updated', snapshot(subscription), previous);
        break;
      case 'switch': {
        const price = prices.get(String(body.price ?? ''));
        if (!price?.recurring) {
          res.status(400).type('html').send('<h1>Unknown plan</h1>');
          return;
        }
        previous.items = snapshot(subscription.items);
        const items = subscription.items as { data: Dict[] };
        items.data[0] = { ...items.data[0], price: priceObject(price) };
        await deliver('customer.subscription.updated', snapshot(subscription), previous);
        break;
      }
      case 'end-now':
        Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
        await deliver('customer.subscription.deleted', snapshot(subscription));
        break;
      default:
        res.status(404).type('html').send('<h1>Unknown action</h1>');
        return;
    }
    res.redirect(303, `/p/session/${session.id}`);
  });

  /**
   * The next monthly renewal of a subscription, paid or failed (devstack only: Stripe does this on its clock).
   * 'paid' moves the period on and sends invoice.paid; 'failed' sends invoice.payment_failed and makes it past_due.
   */
  async function renew(subscriptionId: string, outcome: 'paid' | 'failed') {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No such subscription: '${subscriptionId}'`);
    const item = itemOf(subscription);
    const start = item.current_period_end;
    const end = oneMonthLater(start);
    const price = priceOf(item.price.id);
    const invoice = createInvoice({
      customer: subscription.customer as string,
      price,
      description: null,
      metadata: {},
      subscription,
      period: { start, end },
      paid: outcome === 'paid',
      billingReason: 'subscription_cycle',
    });
    if (outcome === 'paid') {
      Object.assign(item, { current_period_start: start, current_period_end: end });
      subscription.status = 'active';
      await deliver('invoice.paid', snapshot(invoice));
    } else {
      subscription.status = 'past_due';
      await deliver('invoice.payment_failed', snapshot(invoice));
    }
    await deliver('customer.subscription.updated', snapshot(subscription));
    return snapshot(invoice);
  }

  app.post('/__control/stripe/subscriptions/:id/renew', express.json(), async (req, res) => {
    try {
      const outcome = (req.body as Dict | undefined)?.outcome === 'failed' ? 'failed' : 'paid';
      res.json(await renew(req.params.id, outcome));
    } catch (error) {
      res.status(404).json({ error: (error as Error).message });
    }
  });

  const listening = await listenHttp(app, port, host);
  baseUrl = listening.url;
  return {
    url: listening.url,
    port: listening.port,
    secretKey,
    /** Price ids by the app's product names (STRIPE_PRICE_*). */
    prices: Object.fromEntries(Object.entries(DEVSTACK_PRICES).map(([name, price]) => [name, price.id])) as Record<
      keyof typeof DEVSTACK_PRICES,
      string
    >,
    close: () => listening.close(),
    setWebhook: (next: { url: string; secret: string }) => {
      webhook = next;
    },
    /** Bodies of POST /v1/checkout/sessions as received (form fields decoded), oldest first. */
    checkoutRequests: () => snapshot(checkoutRequests),
    /** Every authorised /v1 call (method and path), oldest first: what the app costs Stripe's rate limit. */
    apiCalls: () => snapshot(apiCalls),
    /** Moves a session's expires_at (devstack only: Stripe's clock), e.g. into the past to let it expire. */
    setSessionExpiry: (id: string, expiresAt: number) => {
      const session = sessions.get(id);
      if (session) session.expires_at = expiresAt;
    },
    /** With `on`, a lookup that expires a session answers only once the session's event was delivered. */
    eventsBeforeAnswer: (on = true) => {
      eventsFirst = on;
    },
    /** Events sent so far and how their delivery went. */
    deliveries: () => snapshot(deliveries),
    subscription: (id: string) => (subscriptions.has(id) ? snapshot(subscriptions.get(id)!) : undefined),
    renew,
  };
}
