// The stand-in's HTML: the hosted checkout page, the customer portal and a hosted invoice page. Plain forms, so
// the flow also works in Playwright and without JavaScript.
import { escapeHtml as h } from '../http/html';

const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
.banner{background:#fff4e5;border:1px solid #f5a623;padding:.5rem .75rem;border-radius:6px;font-size:.85rem}
.card{border:1px solid #e3e8ee;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#635bff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#635bff;border:1px solid #635bff}form{display:inline-block;margin:.25rem .5rem .25rem 0}
.error{color:#c0123c}</style></head>
<body><p class="banner">Devstack Stripe stand-in: test mode, no real payment is made.</p>${body}</body></html>`;

export interface CheckoutPageView {
  sessionId: string;
  productName: string;
  amount: number;
  currency: string;
  recurring: boolean;
  email: string | null;
  cancelUrl: string | null;
  status: string;
  error?: string;
}

export function checkoutPage(view: CheckoutPageView): string {
  if (view.status !== 'open') {
    return page('Checkout', `<h1>This checkout session is no longer available</h1><p>Status: ${h(view.status)}.</p>`);
  }
  const action = `/c/pay/${encodeURIComponent(view.sessionId)}`;
  return page(
    `Pay ${money(view.amount, view.currency)}`,
    `<h1>${h(view.productName)}</h1>
<div class="card"><p><strong>${money(view.amount, view.currency)}</strong>${view.recurring ? ' per month' : ' one-time'}</p>
${view.email ? `<p>Email: ${h(view.email)}</p>` : ''}<p>Card: 4242 4242 4242 4242 (test)</p></div>
${view.error ? `<p class="error" role="alert">${h(view.error)}</p>` : ''}
<form method="post" action="${action}"><input type="hidden" name="card" value="4242424242424242"><button type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="card" value="4000000000000002"><button class="secondary" type="submit">Pay with a declined card</button></form>
${view.cancelUrl ? `<p><a href="${h(view.cancelUrl)}">&larr; Back</a></p>` : ''}`,
  );
}

export interface PortalSubscriptionView {
  id: string;
  productName: string;
  amount: number;
  periodEnd: number;
  cancelAt: number | null;
  status: string;
}

export interface PortalPageView {
  sessionId: string;
  email: string | null;
  returnUrl: string | null;
  subscriptions: PortalSubscriptionView[];
  /** Other plans the subscription can switch to. */
  plans: Array<{ priceId: string; productName: string; amount: number }>;
  invoices: Array<{ url: string; description: string; amount: number; status: string; created: number }>;
}

export function portalPage(view: PortalPageView): string {
  const base = `/p/session/${encodeURIComponent(view.sessionId)}`;
  const button = (path: string, label: string, fields: Record<string, string>, secondary = false) =>
    `<form method="post" action="${base}/${path}">${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value)}">`)
      .join('')}<button${secondary ? ' class="secondary"' : ''} type="submit">${h(label)}</button></form>`;
  const subscriptions = view.subscriptions.length
    ? view.subscriptions
        .map(
          (sub) => `<div class="card"><h2>${h(sub.productName)}</h2><p>${money(sub.amount)} per month</p>
<p>${sub.cancelAt ? `Cancels on ${day(sub.cancelAt)}` : `Renews on ${day(sub.periodEnd)}`}</p>
${sub.cancelAt ? button('renew', 'Renew plan', { subscription: sub.id }) : button('cancel', 'Cancel plan', { subscription: sub.id })}
${view.plans
  .filter((plan) => plan.productName !== sub.productName)
  .map((plan) => button('switch', `Switch to ${plan.productName}`, { subscription: sub.id, price: plan.priceId }, true))
  .join('')}
${button('end-now', 'End plan now', { subscription: sub.id }, true)}</div>`,
        )
        .join('')
    : '<p>No active plan.</p>';
  const invoices = view.invoices.length
    ? `<ul>${view.invoices
        .map(
          (invoice) =>
            `<li>${day(invoice.created)}: ${h(invoice.description)}, ${money(invoice.amount)} (${h(invoice.status)}) <a href="${h(invoice.url)}">View</a></li>`,
        )
        .join('')}</ul>`
    : '<p>No invoices yet.</p>';
  return page(
    'Manage your billing',
    `<h1>Manage your billing</h1>${view.email ? `<p>${h(view.email)}</p>` : ''}
<h2>Current plan</h2>${subscriptions}<h2>Invoice history</h2>${invoices}
${view.returnUrl ? `<p><a href="${h(view.returnUrl)}">&larr; Return to the app</a></p>` : ''}`,
  );
}

export function invoicePage(invoice: { number: string; description: string; amount: number; status: string; created: number }) {
  return page(
    `Invoice ${invoice.number}`,
    `<h1>Invoice ${h(invoice.number)}</h1><div class="card"><p>${h(invoice.description)}</p>
<p><strong>${money(invoice.amount)}</strong>, ${h(invoice.status)}</p><p>Issued ${day(invoice.created)}</p></div>`,
  );
}
