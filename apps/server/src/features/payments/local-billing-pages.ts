import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { BILLING_STATUS_LABELS } from '@academy/shared/plan-changes';
import { formatUsd } from '@academy/shared/plans';
import { escapeHtml } from '../mail/format.ts';
import type { LocalPaymentRow } from './billing-repository.ts';
import { localPageDocument, longDate } from './local-pages.ts';
import { historyStatus } from './provider/local-billing.ts';

// `overflow-wrap:anywhere`: a customer's address and the receipt number are long single words,
// which with large text on a phone ran past the screen's edge.
const STYLE = `
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px #0001;padding:1.5rem 1.25rem;overflow-wrap:anywhere}
h1{font-size:1.25rem;margin:0 0 .25rem}address{font-style:normal;color:#4b5563;margin-bottom:1.25rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{padding:.4rem 0;text-align:left}td+td,th+th{text-align:right}
.total td{border-top:1px solid #e5e7eb;font-weight:700}.note{color:#6b7280;font-size:.85rem}
button{padding:.75rem 1rem;border-radius:8px;font-size:1rem;cursor:pointer;border:1px solid #4f46e5;background:#4f46e5;color:#fff}
@media print{body{background:#fff;padding:0}main{box-shadow:none;margin:0}.noprint{display:none}}`;

const layout = (title: string, content: string) =>
  localPageDocument(title, STYLE, `<main>${content}</main>`);

/** Where the page leads back: the plan page, or a parent's Family page (decision 057). */
export interface BackLink {
  href: string;
  label: string;
}

/**
 * Our receipt of a local payment: the academy's name and address, the item, the amount in USD.
 * `paidFor`: whose plan a parent paid for (decision 057), as the tutor-session receipt says it.
 * `timeZone`: the buyer's, from their checkout, for the date (the academy's when unknown).
 */
export function renderReceipt(
  payment: LocalPaymentRow,
  contact: AcademyContact,
  customer: { name: string; email: string },
  back: BackLink,
  { paidFor = null, timeZone = null }: { paidFor?: string | null; timeZone?: string | null } = {},
) {
  // A renewal whose charge failed is due, not paid: no receipt of money taken (Stripe's page of
  // an open invoice reads "Amount due"), until a saved card pays it.
  const failed = payment.status === 'open';
  const refund =
    payment.refundedCents > 0
      ? `<tr><td>Refunded</td><td>-${formatUsd(payment.refundedCents)} USD</td></tr>`
      : '';
  return layout(
    `Receipt - ${ACADEMY.name}`,
    `<h1>${escapeHtml(ACADEMY.name)}</h1>
<address>${escapeHtml(contact.street)}<br>${escapeHtml(`${contact.city}, ${contact.region} ${contact.postalCode}`)}<br>${escapeHtml(contact.email)}</address>
<h2>${failed ? 'Payment failed' : 'Receipt'}</h2>
<p>Billed to ${escapeHtml(customer.name)} (${escapeHtml(customer.email)})<br>
${paidFor ? `For: ${escapeHtml(paidFor)}<br>` : ''}Date: ${escapeHtml(longDate(payment.createdAt, timeZone))}<br>Receipt number: ${escapeHtml(payment.id)}<br>
Status: ${escapeHtml(BILLING_STATUS_LABELS[historyStatus(payment)])}</p>
<table><thead><tr><th>Description</th><th>Amount</th></tr></thead><tbody>
<tr><td>${escapeHtml(payment.description)}</td><td>${formatUsd(payment.amountCents)} USD</td></tr>
${refund}<tr class="total"><td>${failed ? 'Amount due' : 'Total'}</td><td>${formatUsd(payment.amountCents - payment.refundedCents)} USD</td></tr>
</tbody></table>
${failed ? `<p><strong>This payment failed: nothing was charged.</strong> Update your card to pay it and keep the plan.</p>` : ''}
<p class="note">Amounts in US dollars; no sales tax was charged. Test mode: no real payment was taken.</p>
<p class="noprint"><a href="${back.href}">${escapeHtml(back.label)}</a></p>`,
  );
}

/** The stand-in for Stripe's Customer Portal: saving pays a renewal still due. */
export function renderCardPage(due: boolean, back: BackLink) {
  return layout(
    `Update card - ${ACADEMY.name}`,
    `<h1>${escapeHtml(ACADEMY.name)}</h1>
<p class="note" role="note">Test mode: this page stands in for Stripe's Customer Portal; no card is stored.</p>
<h2>Update card</h2>
<p>${due ? 'Your last renewal failed. Saving a card pays it now.' : 'Your card on file will be used for your next renewal.'}</p>
<form method="post" action="/api/payments/local-card"><button type="submit">Save card</button></form>
<p class="noprint"><a href="${back.href}">${escapeHtml(back.label)}</a></p>`,
  );
}

/**
 * A receipt or the card page opened without a session (a link kept in another tab, a session
 * that has ended): a page that says what to do, where the JSON error of the API showed bare.
 */
export function renderSignInFirst() {
  return layout(
    `Sign in - ${ACADEMY.name}`,
    `<h1>${escapeHtml(ACADEMY.name)}</h1>
<h2>Sign in to see this page</h2>
<p>Your session has ended, or this browser is not signed in. Sign in, then open it again from your billing history.</p>
<p class="noprint"><a href="/login">Sign in</a></p>`,
  );
}
