const linkClasses = 'font-medium text-primary-700 underline hover:text-primary-800';

/** Under the plans: how they renew and end, with the terms and the refund rules they follow. */
export function PlanTerms() {
  return (
    <p className="mt-4 text-sm text-slate-600">
      Subscriptions renew until you cancel them; one-time passes never renew. Buying a plan means
      you agree to the{' '}
      <a href="/terms" className={linkClasses}>
        Terms of Service
      </a>
      . See our{' '}
      <a href="/refunds" className={linkClasses}>
        Refund policy
      </a>{' '}
      for what can be refunded.
    </p>
  );
}
