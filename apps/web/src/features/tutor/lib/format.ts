import { PURCHASABLE_TIERS } from '@academy/shared/tiers';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Named, as the session times are: a tutor away from Dallas would read 11:49 AM as their own.
  timeZoneName: 'short',
  timeZone: 'America/Chicago',
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/Chicago',
});

/** The academy is in Dallas: its staff read times there, CST or CDT. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const isPaidPlan = (plan: string) => (PURCHASABLE_TIERS as readonly string[]).includes(plan);

/** "+0.8", "−1.2", "0.0": a score's change, signed. */
export const signed = (value: number) =>
  value > 0 ? `+${value.toFixed(1)}` : value < 0 ? `−${Math.abs(value).toFixed(1)}` : '0.0';
