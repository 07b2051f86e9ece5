import type { Db } from '../../db/client.ts';
import { createMailRepository, type NewMail } from './repository.ts';

export type { NewMail } from './repository.ts';

// Senders running in this process listen here, so mail queued by a request goes out at once
// instead of at the next poll. Other instances pick it up at their next poll.
const listeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Wakes the local sender; call after the transaction that queued mail has committed. */
export function notifyMailQueued() {
  for (const listener of listeners) listener();
}

/**
 * Writes mail to the outbox. Pass a transaction to queue mail atomically with the change it
 * reports (then call notifyMailQueued after commit); pass the database to queue and wake now.
 */
export async function enqueueMail(db: Db, mails: NewMail[], { notify = false } = {}) {
  if (mails.length === 0) return;
  await createMailRepository(db).insert(mails);
  if (notify) notifyMailQueued();
}
