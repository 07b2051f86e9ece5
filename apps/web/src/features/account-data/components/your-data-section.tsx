import { useRef } from 'react';
import { Download, Loader2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { accountDataMessages, accountExportFileName } from '@academy/shared/account-data';
import { academyDay } from '@academy/shared/academy-day';
import { isStaff, type Role } from '@academy/shared/roles';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { useFocusAfterBusy } from '../../../lib/use-focus-when-lost';
import { SettingsCard } from '../../../components/ui/settings-card';
import { Spinner } from '../../../components/ui/spinner';
import { useAccountSettings } from '../../security/api/get-account-settings';
import { useDownloadAccountData } from '../api/download-account-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';

/** The profile's "Your data": a copy of everything in the account, and its deletion. */
export function YourDataSection({ role }: { role: Role }) {
  const settings = useAccountSettings();
  const download = useDownloadAccountData();
  // Disabled while the file is prepared, the button dropped the focus: it takes it back.
  const downloadButton = useRef<HTMLButtonElement>(null);
  useFocusAfterBusy(download.isPending, () => downloadButton.current);

  // A double click would build and save the file twice.
  const once = useOneAtATime();
  const save = () =>
    once(async () => {
      try {
        await download.mutateAsync();
        toast.success(`Saved as ${accountExportFileName(academyDay(new Date()))}`);
      } catch (error) {
        toast.error(serverMessage(error) ?? accountDataMessages.exportFailed);
      }
    });

  return (
    <div className="space-y-6" aria-labelledby="your-data-title" role="region">
      <h2 id="your-data-title" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <SettingsCard id="download-data-title" title="Download your data">
        <p className="mb-4 text-sm text-slate-600">
          One file (JSON) with everything your account holds: your profile (with a change of email
          address waiting for its link), every practice answer, your tests, goal and scores, family
          links and weekly digest setting, tutor bookings and payments.
        </p>
        <Button
          ref={downloadButton}
          variant="secondary"
          onClick={save}
          disabled={download.isPending}
          aria-busy={download.isPending}
          className="w-full sm:w-auto"
        >
          {download.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </Button>
      </SettingsCard>
      <SettingsCard id="delete-account-title" title="Delete account">
        {isStaff(role) ? (
          <p className="text-sm text-slate-600">{accountDataMessages.staffAccount}</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600">
              Deletes your account and everything in it for good. You may want to download your data
              first.
            </p>
            {settings.data ? (
              <DeleteAccountDialog hasPassword={settings.data.hasPassword} />
            ) : settings.isPending ? (
              <Spinner label="Loading" />
            ) : null}
          </>
        )}
      </SettingsCard>
    </div>
  );
}
