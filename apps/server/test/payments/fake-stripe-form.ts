import type { Nested } from './fake-stripe-billing.ts';

/** a[b][0][c]=v (Stripe's form encoding) into nested objects, numeric keys into arrays. */
export function parseStripeForm(params: URLSearchParams): Nested {
  const root: Nested = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Nested = root;
    path.forEach((part, i) => {
      const k = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[k] = value;
      else node = (node[k] ??= {}) as Nested;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => [k, arrays(v)] as const,
    );
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Nested;
}
