import type { QueryClient } from '@tanstack/react-query';
import { WHILE_VERIFYING, type DenialOptions } from '../../../lib/api-client';
import { personName } from '../../../lib/person-name';
import type { AuthState } from '../../auth/auth-context';

interface Named {
  student: { firstname: string; lastname: string };
}

/**
 * A tutor's page about one student, loaded before it shows so the browser tab can name the
 * student. A failure only leaves the name out: the page shows it with its own retry.
 */
export async function loadStudentName(
  { auth, queryClient }: { auth: AuthState; queryClient: QueryClient },
  load: (queryClient: QueryClient, denial?: DenialOptions) => Promise<Named>,
): Promise<{ studentName?: string }> {
  if (auth.status === 'anonymous') return {};
  const denial = auth.status === 'loading' ? WHILE_VERIFYING : undefined;
  try {
    return { studentName: personName((await load(queryClient, denial)).student) };
  } catch {
    return {};
  }
}
