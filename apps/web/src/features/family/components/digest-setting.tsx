import toast from 'react-hot-toast';
import { familyMessages } from '@academy/shared/family';
import { LoadError } from '../../../components/load-error';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDigestSetting, useSetDigest } from '../api/digest-setting';

/**
 * The Sunday digest, on or off: the mail's one-click opt-out has a way back here, and a parent
 * who would rather not have it can stop it without waiting for a Sunday.
 */
export function DigestSetting() {
  const setting = useDigestSetting();
  const save = useSetDigest();
  if (setting.isPending) return <Spinner label="Loading the digest setting" />;
  // Not a parent's account: the page says who it is for, and there is no setting to show.
  if (isApiError(setting.error) && setting.error.status === 403) return null;
  // Hidden, it left a parent who came from the mail's opt-out with no way to turn it back on.
  if (setting.isError) {
    return (
      <div className="max-w-2xl">
        <LoadError
          title="We couldn't load your weekly digest setting."
          message={setting.error.message}
          onRetry={() => void setting.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="max-w-2xl">
      <SettingSwitch
        checked={
          save.isPending
            ? (save.variables?.subscribed ?? setting.data.subscribed)
            : setting.data.subscribed
        }
        busy={save.isPending}
        label="Weekly digest by email"
        description="Every Sunday evening: each child’s week of practice, what moved, and what is next."
        onChange={(subscribed) =>
          save.mutate(
            { subscribed },
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
    </div>
  );
}
