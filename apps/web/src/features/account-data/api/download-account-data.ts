import { useMutation } from '@tanstack/react-query';
import { accountDataMessages, accountExportFileName } from '@academy/shared/account-data';
import { academyDay } from '@academy/shared/academy-day';
import { apiClient } from '../../../lib/api-client';

/** GET /api/account/export, saved as a file: fetched first, so a wait shows and a failure says so. */
export async function downloadAccountData() {
  const data = await apiClient.get<unknown>('/account/export', {
    fallbackMessage: accountDataMessages.exportFailed,
  });
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = accountExportFileName(academyDay(new Date()));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file; at once, some browsers save nothing.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadAccountData = () => useMutation({ mutationFn: downloadAccountData });
