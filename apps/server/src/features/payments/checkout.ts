import { paymentErrors } from '@academy/shared/payments';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CheckoutRequest, PaymentProvider } from './provider/types.ts';
import type { PaymentsRepository } from './repository.ts';

/** Where a paid session sends the browser: its success URL with its id filled in, as Stripe does. */
export const successUrlOf = (session: { id: string; successUrl: string }) =>
  session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));

/**
 * Opens a checkout with the provider and records it, tying the session to its user, tier or
 * booking. Amounts come from packages/shared only; nothing a client sent reaches here.
 */
export function createCheckoutStarter(
  repo: PaymentsRepository,
  provider: PaymentProvider,
  config: Config,
) {
  return {
    returnUrl: (path: string, query = '') => `${config.publicUrl}${path}${query}`,

    async start(request: CheckoutRequest): Promise<{ id: string; url: string }> {
      if (!provider.available) throw new AppError(503, paymentErrors.unavailable);
      const session = await provider.createCheckoutSession(request);
      const { item, metadata } = request;
      await repo.insertCheckoutSession({
        id: session.id,
        provider: provider.name,
        purpose: metadata.purpose,
        mode: request.mode,
        userId: metadata.userId ?? null,
        payerUserId: request.payerUserId ?? null,
        tier: metadata.tier ?? null,
        bookingId: metadata.bookingId ?? null,
        itemName: item.name,
        itemDescription: item.description ?? null,
        unitAmountCents: item.unitAmountCents,
        quantity: item.quantity,
        amountCents: item.unitAmountCents * item.quantity,
        currency: 'usd',
        timeZone: request.timeZone ?? null,
        expiresAt: request.expiresAt ?? null,
        startsAt: request.startsAt ?? null,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      });
      return session;
    },
  };
}
