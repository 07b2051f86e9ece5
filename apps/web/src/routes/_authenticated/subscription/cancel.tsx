import { createFileRoute } from '@tanstack/react-router';
import { CheckoutCancelled } from '../../../features/subscription/components/checkout-cancelled';
import { pageTitle } from '../../../lib/page-title';

export const Route = createFileRoute('/_authenticated/subscription/cancel')({
  head: () => pageTitle('Checkout canceled'),
  component: CheckoutCancelled,
});
