// `npm run admin -- grant EMAIL`: gives an existing account the global admin role on the configured database.
import { grantAdmin } from '../auth/auth-store';
import { openDatabase } from '../db/client';
import { EnvError, loadEnv } from '../env';

const usage = 'Usage: npm run admin -- grant EMAIL';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'grant' || !email) {
    console.error(usage);
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
