import { changeFeedOf, type Db } from '../../db/client.ts';

const TOPIC = 'user';
type Listener = (userId: string | undefined) => void;
const local = new WeakMap<Db, Set<Listener>>();

const listenersOf = (db: Db) => {
  let listeners = local.get(db);
  if (!listeners) local.set(db, (listeners = new Set()));
  return listeners;
};

/**
 * Says that a user's row (tier, profile) changed, here and to the other instances, so copies
 * kept in memory (the recent session checks) drop it. Call it with the database handle, not a
 * transaction's, once the change is committed: a copy re-read earlier would be the old row.
 */
export function announceUserChanged(db: Db, userId: string) {
  for (const listener of listenersOf(db)) listener(userId);
  changeFeedOf(db).publish(TOPIC, userId);
}

/** `listener(userId)` for each change; `listener(undefined)`: any user may have changed. */
export function onUserChanged(db: Db, listener: Listener) {
  listenersOf(db).add(listener);
  changeFeedOf(db).subscribe(TOPIC, listener);
}
