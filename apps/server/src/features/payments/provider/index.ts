import type { Config } from '../../../config.ts';
import type { PaymentsRepository } from '../repository.ts';
import { createLocalProvider } from './local.ts';
import { createStripeClient, createStripeProvider } from './stripe.ts';
import type { PaymentProvider } from './types.ts';

/** PAYMENTS_PROVIDER picks one: the local test checkout (default) or Stripe. */
export function createPaymentProvider(config: Config, repo: PaymentsRepository): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    return createStripeProvider(createStripeClient(config.payments.stripe), config.payments.stripe);
  }
  return createLocalProvider(repo, {
    publicUrl: config.publicUrl,
    enabled: config.payments.localCheckoutEnabled,
  });
}
