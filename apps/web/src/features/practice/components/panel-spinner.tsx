import { Spinner } from '../../../components/ui/spinner';

/** A panel of the practice page while its data loads. */
export function PanelSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center rounded-2xl border border-slate-200/80 bg-white shadow-card">
      <Spinner label={label} />
    </div>
  );
}
