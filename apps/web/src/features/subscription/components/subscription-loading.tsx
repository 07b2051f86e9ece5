import { Spinner } from '../../../components/ui/spinner';

/** SPEC §4: shown while the profile or the subscription loads. */
export function SubscriptionLoading() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-6 text-slate-600 shadow-card">
      <Spinner label="Loading your plan" />
      <span>Loading...</span>
    </div>
  );
}
