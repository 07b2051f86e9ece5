import { ACADEMY } from '@academy/shared/academy';
import { TEST_MODE_RIBBON } from '@academy/shared/payments';
import { formatUsd, planById } from '@academy/shared/plans';
import { escapeHtml } from '../mail/format.ts';
import { successUrlOf } from './checkout.ts';
import { localPageDocument, longDate } from './local-pages.ts';
import type { CheckoutSessionRow } from './repository.ts';

// The card hides what runs past its corners: at 200% text on a phone Pay and Cancel take a line
// each (8rem is most of a phone's card then, a third of it at 100%), and a long word breaks.
const STYLE = `
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px #0001;overflow:hidden;overflow-wrap:anywhere}
.banner{background:#fef3c7;color:#92400e;font-weight:600;padding:.75rem 1.25rem;border-bottom:1px solid #fcd34d}
.body{padding:1.5rem 1.25rem}h1{font-size:1.1rem;margin:0 0 1rem;color:#4b5563}
.item{font-size:1.25rem;font-weight:600;margin:0}.desc{color:#6b7280;margin:.25rem 0 1rem}
table{width:100%;border-collapse:collapse;margin-bottom:1rem}td{padding:.35rem 0}td+td{text-align:right}
.total td{border-top:1px solid #e5e7eb;font-weight:700;padding-top:.6rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}form{flex:1 1 8rem}button{width:100%;padding:.75rem;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #d1d5db;background:#fff}
.pay{background:#4f46e5;color:#fff;border-color:#4f46e5}.note{color:#6b7280;font-size:.85rem;margin-top:1rem}`;

function layout(title: string, content: string) {
  return localPageDocument(
    title,
    STYLE,
    `<main><div class="banner" role="note">${TEST_MODE_RIBBON} is taken.</div>
<div class="body">${content}</div></main>`,
  );
}

/** What the checkout charges now: nothing for a subscription that starts later. */
export const dueToday = (session: CheckoutSessionRow) =>
  session.startsAt ? 0 : session.amountCents;

/** The stand-in for Stripe Checkout: the item, the amount, Pay and Cancel. */
export function renderCheckoutPage(session: CheckoutSessionRow): string {
  const base = `/api/payments/local-checkout/${encodeURIComponent(session.id)}`;
  const price = formatUsd(session.amountCents);
  // A subscription bought during a pass is charged from its start, as Stripe's trial (decision 045).
  const total = formatUsd(dueToday(session));
  const plan = session.tier ? planById(session.tier) : undefined;
  const renewal =
    session.mode === 'subscription' && plan
      ? session.startsAt
        ? `<p class="note">Starts on ${escapeHtml(longDate(session.startsAt, session.timeZone))}, when your pass ends: then ${price} every ${escapeHtml(plan.duration)} until canceled.</p>`
        : `<p class="note">Then ${price} every ${escapeHtml(plan.duration)} until canceled.</p>`
      : '';
  if (session.status === 'expired') return renderExpiredPage(session);
  if (session.status !== 'open') {
    const next = successUrlOf(session);
    return layout(
      `Test checkout - ${ACADEMY.name}`,
      `<h1>${escapeHtml(ACADEMY.name)}</h1><p class="item">This checkout is already paid.</p>
<p><a href="${escapeHtml(next)}">Continue</a></p>`,
    );
  }
  return layout(
    `Test checkout - ${ACADEMY.name}`,
    `<h1>${escapeHtml(ACADEMY.name)}</h1>
<p class="item">${escapeHtml(session.itemName)}</p>
${session.itemDescription ? `<p class="desc">${escapeHtml(session.itemDescription)}</p>` : ''}
<table>
<tr><td>${escapeHtml(session.itemName)} &times; ${session.quantity}</td><td>${formatUsd(session.unitAmountCents)} each</td></tr>
<tr class="total"><td>Total due today</td><td data-testid="amount">${total} USD</td></tr>
</table>
<div class="actions">
<form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>
<form method="post" action="${base}/pay"><button type="submit" class="pay">${session.startsAt ? 'Start subscription' : `Pay ${total}`}</button></form>
</div>${renewal}
<p class="note">By paying you agree to the <a href="/terms">Terms of Service</a>; see the
<a href="/refunds">Refund policy</a> for what can be refunded.</p>
<p class="note">This page stands in for Stripe Checkout while PAYMENTS_PROVIDER=local. Pay marks the
session paid and returns you exactly as Stripe would.</p>`,
  );
}

/** What Stripe shows for a session closed because it was cancelled or a newer one was opened. */
export function renderExpiredPage(session: CheckoutSessionRow): string {
  return layout(
    `Test checkout - ${ACADEMY.name}`,
    `<h1>${escapeHtml(ACADEMY.name)}</h1><p class="item">This checkout has expired: it was canceled or replaced by a newer one. No payment was taken.</p>
<p><a href="${escapeHtml(session.cancelUrl)}">Back to ${escapeHtml(ACADEMY.name)}</a></p>`,
  );
}

export function renderNotFoundPage(reason: string): string {
  return layout(
    'Test checkout unavailable',
    `<h1>${escapeHtml(ACADEMY.name)}</h1><p class="item">${escapeHtml(reason)}</p>`,
  );
}
