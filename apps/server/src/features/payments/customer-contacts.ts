import type { Db } from '../../db/client.ts';
import { createPeriodicRun } from '../../lib/periodic-run.ts';
import { waitAtMost } from '../../lib/wait-at-most.ts';
import type { CustomerContact, PaymentProvider } from './provider/types.ts';
import { createPaymentsRepository, type PaymentsRepository, type UserRow } from './repository.ts';

const SWEEP_INTERVAL_MS = 5 * 60_000;
const SWEEP_BATCH = 100;
/** How long a change of address or name waits for the provider before answering. */
const CHANGE_WAIT_MS = 3_000;

export const contactOf = (user: Pick<UserRow, 'email' | 'firstname' | 'lastname'>) => ({
  email: user.email,
  name: `${user.firstname} ${user.lastname}`,
});

interface StaleContact extends CustomerContact {
  userId: string;
  customerId: string;
}

/**
 * The provider's copy of each paying user's address and name (decision 054): Stripe mails
 * receipts and invoices to it and shows it in the billing portal, so a change of email address
 * or name is sent on, at once and, if the provider was out of reach, by any instance's sweep.
 */
export function createCustomerContacts(repo: PaymentsRepository, provider: PaymentProvider) {
  async function send({ userId, customerId, email, name }: StaleContact) {
    await provider.updateCustomer(customerId, { email, name });
    await repo.markCustomerContact(userId, provider.name, customerId, { email, name });
  }

  async function sendStale(limit: number, userId?: string) {
    const stale = await repo.customersWithStaleContact(provider.name, limit, userId);
    for (const customer of stale) await send(customer);
    return stale.length;
  }

  return {
    /** The user's customer at the provider, its copy corrected first; undefined: none yet. */
    async customerOf(user: UserRow) {
      const customer = await repo.findCustomer(user.id, provider.name);
      if (!customer) return undefined;
      const contact = contactOf(user);
      if (customer.email !== contact.email || customer.name !== contact.name) {
        await send({ userId: user.id, customerId: customer.customerId, ...contact });
      }
      return customer.customerId;
    },
    sendStale,
  };
}

/** The sweep, and the prompt send after a change; main.ts starts the sweep. */
export function createCustomerContactSync(db: Db, provider: PaymentProvider) {
  const contacts = createCustomerContacts(createPaymentsRepository(db), provider);
  const periodic = createPeriodicRun({
    intervalMs: SWEEP_INTERVAL_MS,
    failure: 'customer contact sweep failed',
    run: () => contacts.sendStale(SWEEP_BATCH),
  });

  return {
    /** Right after a change: sends it, waiting a few seconds at most (the sweep retries). */
    async sendSoon(userId: string) {
      const sent = contacts
        .sendStale(1, userId)
        .catch((error: Error) =>
          periodic.log().error({ err: error, userId }, 'customer contact not sent, will retry'),
        );
      await waitAtMost(sent, CHANGE_WAIT_MS);
    },
    runOnce: periodic.runOnce,
    start: periodic.start,
    stop: periodic.stop,
  };
}

export type CustomerContactSync = ReturnType<typeof createCustomerContactSync>;
