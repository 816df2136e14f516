// `npm run admin -- grant EMAIL`: gives an existing account the global admin role on the configured database.
// On PostgreSQL it writes while servers run (they read roles on every request); the embedded database belongs
// to one process at a time, so while the server holds it the command changes nothing and says what to do.
import { grantAdmin } from '../services/admin/admin-role';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { EnvError, loadEnv } from '../env';

const usage = 'Usage: npm run admin -- grant EMAIL';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'grant' || !email) {
    console.error(usage);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(
    (error: unknown) => {
      if (!(error instanceof DataDirLockedError)) throw error;
      console.error(serverRunning(env.DATA_DIR, email));
      return null;
    },
  );
  if (!database) return 1;
  try {
    const granted = await grantAdmin(database.db, [email.trim()]);
    if (granted.length === 0) {
      console.error(`No account uses ${email}. Sign up first, or list it in ADMIN_EMAILS.`);
      return 1;
    }
    console.log(`${granted[0]} is now a global admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

const serverRunning = (dataDir: string, email: string) =>
  `Nothing was changed: a running Tessera server holds the embedded database in DATA_DIR ${dataDir}.\n` +
  `Stop the server, run \`npm run admin -- grant ${email}\` again, then start it ` +
  `(or add ${email} to ADMIN_EMAILS and restart; it applies to confirmed addresses).`;

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
