// npm run admin -- <command>: the administrators' tool (there is no admin screen).
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { formatUsd } from '@academy/shared/plans';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open-from-config.ts';
import { createAccountCommands } from './account-commands.ts';
import { AdminError, createAdminCommands, dollarsToCents } from './commands.ts';
import { date, table } from './format.ts';
import { itemStatsTable } from './item-stats-table.ts';

const USAGE = `Usage: npm run admin -- <command>

  free set <email>          give a user the Free tier (refused while a plan renews: cancel it first)
  free clear <email>        remove it: the user gets back what they bought, or Guest
  free list                 users with the Free tier
  role <email> <role>       give a user a role: student, parent, tutor or admin
  subscriptions [--email <email>] [--limit <n>]
                            purchases, newest first (recurring plans and one-time passes)
  bookings [--status pending|paid] [--limit <n>]
                            tutor-session bookings, newest first
  reports [--limit <n>]     open "Report a problem" reports on questions, newest first
  refund <receipt number> [--amount <dollars>]
                            refund a plan payment of the test checkout, in full or in part;
                            in full, the plan or pass it paid for ends (Stripe payments: in
                            the Stripe Dashboard, best as a credit note on the invoice; in
                            full, that ends it the same way)
  account export <email> [--out <file>]
                            everything the account holds, as the owner's download (JSON), to
                            a file or the screen: a written request for a copy
  account delete <email> --confirm <email>
                            delete the account and everything in it, as the owner can on the
                            profile (payment and booking records stay): a written request, or
                            a staff account
  item-stats [--limit <n>] [--fresh]
                            how each question behaves on first attempts, flagged ones first:
                            last night's figures, or computed now with --fresh (also: npm run
                            content:item-stats)

Works on the configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded
database in DATA_DIR (only while the server is stopped). Times are printed in UTC.`;

async function run(argv: string[], database: Database, config: Config) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string', default: '50' },
      fresh: { type: 'boolean', default: false },
      amount: { type: 'string' },
      out: { type: 'string' },
      confirm: { type: 'string' },
    },
  });
  const limit = Math.max(1, Math.min(1000, Number(values.limit) || 50));
  const commands = createAdminCommands(database.db, config);
  const [command, sub, arg] = positionals;

  if (command === 'free' && (sub === 'set' || sub === 'clear') && arg) {
    if (sub === 'set') {
      const result = await commands.setFree(arg);
      console.log(`${result.email}: Free (was ${result.previousTier})`);
    } else {
      const result = await commands.clearFree(arg);
      console.log(
        `${result.email}: Free cleared, now ${result.tier}${result.endDate ? ` until ${date(result.endDate)}` : ''}`,
      );
    }
    return;
  }
  if (command === 'role' && sub && arg) {
    const result = await commands.setRole(sub, arg);
    console.log(`${result.email}: ${result.role} (was ${result.previousRole})`);
    return;
  }
  if (command === 'free' && sub === 'list') {
    const rows = await commands.listFree();
    console.log(
      table(
        ['email', 'name'],
        rows.map((u) => [u.email, `${u.firstname} ${u.lastname}`]),
      ),
    );
    return;
  }
  if (command === 'subscriptions') {
    const rows = await commands.listSubscriptions({ limit, email: values.email });
    console.log(
      table(
        [
          'email',
          'tier',
          'kind',
          'status',
          'period end',
          'cancel at end',
          'provider',
          'id',
          'bought',
        ],
        rows.map((s) => [
          s.email,
          s.tier,
          s.kind,
          s.status,
          date(s.endedAt && s.endedAt < s.currentPeriodEnd ? s.endedAt : s.currentPeriodEnd),
          s.cancelAtPeriodEnd ? 'yes' : 'no',
          s.provider,
          s.providerSubscriptionId ?? '-',
          date(s.createdAt),
        ]),
      ),
    );
    return;
  }
  if (command === 'bookings') {
    const rows = await commands.listBookings({ limit, status: values.status });
    console.log(
      table(
        ['reference', 'status', 'type', 'sessions', 'total', 'name', 'contact', 'booked', 'paid'],
        rows.map((b) => [
          b.internalReference,
          b.status,
          b.sessionType,
          String(b.sessionCount),
          formatUsd(b.totalCents),
          b.fullName ?? '-',
          b.contactInfo,
          date(b.createdAt),
          date(b.paidAt),
        ]),
      ),
    );
    return;
  }
  if (command === 'reports') {
    const rows = await commands.listReports(limit);
    console.log(
      table(
        ['question', 'reason', 'details', 'from', 'reported'],
        rows.map((r) => [r.questionId, r.reason, r.text ?? '-', r.email, date(r.createdAt)]),
      ),
    );
    return;
  }
  if (command === 'refund' && sub) {
    const cents = values.amount === undefined ? undefined : dollarsToCents(values.amount);
    const { payment, ended } = await commands.refundLocalPayment(sub, cents);
    console.log(
      `${payment.description}: ${formatUsd(payment.refundedCents)} of ${formatUsd(payment.amountCents)} refunded`,
    );
    console.log(
      ended
        ? `The ${ended.tier} ${ended.kind === 'oneTime' ? 'pass' : 'plan'} it paid for has ended.`
        : 'Access is unchanged.',
    );
    return;
  }
  if (command === 'account' && (sub === 'export' || sub === 'delete') && arg) {
    const accounts = createAccountCommands(database.db, config);
    if (sub === 'export') {
      const text = Readable.from(await accounts.exportAccount(arg, new Date()));
      if (values.out) {
        await pipeline(text, createWriteStream(values.out, { mode: 0o600 }));
        console.log(`${arg}: written to ${values.out}`);
      } else await pipeline(text, process.stdout, { end: false });
    } else {
      const deleted = await accounts.deleteAccount(arg, values.confirm, new Date());
      console.log(`${deleted.email} (${deleted.role}): deleted; the owner was mailed`);
    }
    return;
  }
  if (command === 'item-stats') {
    const { computedAt, stats } = await commands.itemStats({ fresh: values.fresh });
    console.log(`Computed ${computedAt.toISOString()}\n${itemStatsTable(stats, limit)}`);
    return;
  }
  console.log(USAGE);
  if (command && command !== 'help') process.exitCode = 1;
}

async function main() {
  const argv = process.argv.slice(2).filter((a) => a !== '--');
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  let database: Database;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    const message = (error as Error).message;
    const holder = /in use by process (\d+)/.exec(message);
    if (holder) {
      console.error(
        `The embedded database in DATA_DIR (${config.dataDir}) is open in another process ` +
          `(pid ${holder[1]}), most likely the running server.\n` +
          'The embedded database (PGlite) allows one process at a time, so admin commands cannot ' +
          'run while the server holds it.\nStop the server, run the admin command, then start the ' +
          'server again. On PostgreSQL (DATABASE_URL) admin commands work while the server runs.',
      );
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  try {
    await database.migrate();
    await run(argv, database, config);
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
