import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { SignedInSession } from '@academy/shared/account-security';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { deviceIcon } from '../lib/device-icon';
import { formatDateTime } from '../../../lib/format-date';

function DeviceRow({ session }: { session: SignedInSession }) {
  const Icon = deviceIcon(session.device);
  const revoke = useRevokeSession();
  const pending = revoke.isPending;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      {/* At least 10rem before Sign out goes under it: with no basis the row never wrapped, and at
          200% text on a phone the device and its times had 12 px beside the button. */}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium text-slate-900">
          {session.device}
          {session.current ? ' ' : null}
          {session.current ? (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          Last active {formatDateTime(session.lastSeenAt)} · Signed in{' '}
          {formatDateTime(session.createdAt)}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          // Two devices often read alike ("Chrome on Windows"): when it was last used tells them
          // apart, to a screen reader as on screen.
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastSeenAt)}`}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast.success(`Signed out ${session.device}`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {pending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}

/** The browsers signed in to this account, with a way to sign each other one out. */
export function SignedInDevices() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  // A device signed out leaves with its button, which had the focus: it goes on to the next
  // device's, or to the list when none is left.
  const list = useRef<HTMLUListElement>(null);
  const count = sessions.data?.length;
  const before = useRef(count);
  useEffect(() => {
    const fewer = before.current !== undefined && count !== undefined && count < before.current;
    before.current = count;
    if (fewer && document.activeElement === document.body) {
      (list.current?.querySelector<HTMLButtonElement>('button') ?? list.current)?.focus();
    }
  }, [count]);

  if (sessions.isPending) {
    return (
      <p className="flex items-center gap-3 text-slate-600">
        <Spinner label="Loading devices" />
        <span>Loading devices...</span>
      </p>
    );
  }
  if (sessions.data === undefined) {
    return (
      <LoadError
        title="We couldn't load your devices."
        message={sessions.error.message}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <div>
      <ul
        ref={list}
        tabIndex={-1}
        className="divide-y divide-slate-100 rounded-lg"
        aria-label="Signed-in devices"
      >
        {sessions.data.map((session) => (
          <DeviceRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <Button
          variant="secondary"
          className="mt-3 w-full sm:w-auto"
          disabled={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast.success('Signed out of all other devices'),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {revokeOthers.isPending ? 'Signing out...' : 'Sign out of all other devices'}
        </Button>
      ) : null}
    </div>
  );
}
