import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { browserTimeZone } from '../../../test/time-zone';
import { startCheckout } from './start-checkout';

/** The body of POST /api/payments/subscription, after the customer's call. */
async function checkoutBody() {
  const fetchMock = mockFetch();
  fetchMock
    .mockResolvedValueOnce(jsonResponse(200, { data: { customerId: 'cus_1' } }))
    .mockResolvedValueOnce(jsonResponse(200, { data: { sessionUrl: 'https://pay.example/1' } }));
  expect(await startCheckout('OneTimeMonth')).toBe('https://pay.example/1');
  const [url, init] = fetchMock.mock.calls[1]!;
  expect(url).toBe('/api/payments/subscription');
  return JSON.parse(String(init!.body)) as unknown;
}

describe('startCheckout', () => {
  it('sends the browser’s time zone, where the server counts the plan’s months', async () => {
    browserTimeZone('Pacific/Honolulu');
    expect(await checkoutBody()).toEqual({
      subscriptionTier: 'OneTimeMonth',
      timeZone: 'Pacific/Honolulu',
    });
  });

  it('sends the tier alone when the browser names no time zone', async () => {
    browserTimeZone(undefined);
    expect(await checkoutBody()).toEqual({ subscriptionTier: 'OneTimeMonth' });
  });
});
