import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-from-config.ts';
import { importBankIfChanged } from './features/content/service.ts';
import { createMailSender } from './features/mail/sender.ts';
import { createTierSweep } from './features/payments/tier-sweep.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const imported = await importBankIfChanged(database.db, config.contentRoot);

const mailSender = createMailSender({ db: database.db, mail: config.mail });
const app = await buildApp({ config, database, mailHealthCheck: mailSender.healthCheck });
mailSender.start(app.log);
app.addHook('onClose', () => mailSender.stop());
const tierSweep = createTierSweep(database.db, app.withCurrentTier);
tierSweep.start(app.log);
app.addHook('onClose', () => tierSweep.stop());
app.scheduledJobs.start(app.log);
app.sessionRefunds.start(app.log);
app.customerContacts.start(app.log);
app.testExpiry.start(app.log);

// Order matters: stop taking requests, let in-flight ones finish, then close the database.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'fatal error, shutting down');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
});

await app.listen({ host: config.host, port: config.port });
if (imported) {
  const { added, changed, retired, kept } = imported;
  app.log.info(
    { added: added.length, changed: changed.length, retired: retired.length, kept },
    'question bank imported',
  );
}
app.log.info({ database: database.kind, url: config.publicUrl }, 'academy server ready');
