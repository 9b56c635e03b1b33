// POST /api/billing/stripe-webhook: Stripe's event deliveries. The signature covers the exact bytes sent, so this
// route reads the raw body itself (mounted before any JSON parser) and verifies it with the SDK.
import express, { Router } from 'express';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/config';
import type { Database } from '../../db/db.client';
import type { Logger } from '../../logging/logger';
import { loadStripe } from './stripe.client';
import { applyStripeEvent } from './stripe-webhook.service';

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe-webhook';
/** Stripe's event payloads are a few kB; this leaves room for long invoices. */
const WEBHOOK_BODY_LIMIT = '1mb';

export function stripeWebhookRoutes({ db, config, logger }: { db: Database; config: StripeConfig; logger: Logger }) {
  const router = Router();
  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res, next) => {
    if (!config.webhookSecret) {
      res.status(503).json({ message: 'Payments are not configured on this server.' });
      return;
    }
    const signature = req.headers['stripe-signature'];
    const body: unknown = req.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
      res.status(400).json({ message: 'Missing Stripe-Signature header or body.' });
      return;
    }
    const StripeSdk = await loadStripe();
    let event: Stripe.Event;
    try {
      event = StripeSdk.webhooks.constructEvent(body, signature, config.webhookSecret);
    } catch (error) {
      logger.warn({ err: error }, 'Stripe webhook with a bad signature');
      res.status(400).json({ message: 'Invalid Stripe signature.' });
      return;
    }
    try {
      const outcome = await applyStripeEvent(db, config, event, logger);
      logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
      res.json({ received: true });
    } catch (error) {
      // Not recorded as processed: Stripe retries the delivery.
      next(error);
    }
  });
  return router;
}
