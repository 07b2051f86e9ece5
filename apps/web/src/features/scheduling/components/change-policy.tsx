/** Under a booking's sessions, wherever they are changed: the rule, and the refund policy. */
export function ChangePolicy() {
  return (
    <p className="text-sm text-slate-600">
      Sessions can be moved or canceled here up to 24 hours before they start; a canceled session is
      refunded in full. See our{' '}
      <a href="/refunds" className="font-medium text-primary-700 underline">
        refund policy
      </a>
      .
    </p>
  );
}
