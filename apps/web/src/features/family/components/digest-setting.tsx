import toast from 'react-hot-toast';
import { familyMessages } from '@academy/shared/family';
import { Spinner } from '../../../components/ui/spinner';
import { useDigestSetting, useSetDigest } from '../api/digest-setting';

/**
 * The Sunday digest, on or off: the mail's one-click opt-out has a way back here, and a parent
 * who would rather not have it can stop it without waiting for a Sunday.
 */
export function DigestSetting() {
  const setting = useDigestSetting();
  const save = useSetDigest();
  if (setting.isPending) return <Spinner label="Loading the digest setting" />;
  if (setting.isError) return null;
  const subscribed = setting.data.subscribed;
  return (
    <label className="flex max-w-2xl items-start gap-3 text-sm text-slate-700">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary-600"
        checked={subscribed}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { subscribed: event.target.checked },
            {
              onSuccess: (saved) =>
                toast.success(
                  saved.subscribed ? familyMessages.digestOn : familyMessages.digestOff,
                ),
              onError: (error) => toast.error(error.message),
            },
          )
        }
      />
      <span>
        <span className="font-medium text-slate-900">Weekly digest by email</span>
        <span className="block text-slate-600">
          Every Sunday evening: each child’s week of practice, what moved, and what is next.
        </span>
      </span>
    </label>
  );
}
