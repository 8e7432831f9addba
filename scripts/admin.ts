/**
 * Admin accounts of the back office (DECISIONS D2):
 *   npm run admin -- create <email> [--role owner|adviser|assistant] [--name "Full name"]
 *                                             asks for the name (on a terminal, when not given) and
 *                                             the password twice (or reads ADMIN_PASSWORD);
 *                                             an owner unless --role says otherwise (issue 34)
 *   npm run admin -- reset-password <email>   the same, for an existing account; ends its sessions
 *   npm run admin -- reset-2fa <email>        a lost phone or passkey: removes the account's second
 *                                             factors and recovery codes, ends its sessions; it sets
 *                                             up a new one at its next sign-in
 *   npm run admin -- setup-link <email>      the first owner of a new install (deploy/install.sh, issue
 *                                             56): made once, with no password, and a one-time link
 *                                             printed here where they choose it (72 hours); nothing
 *                                             once any account has a password
 *   npm run admin -- list
 * Uses the configured database (DATABASE_URL; ./data/app.db by default), migrating it first.
 */
import { createInterface } from 'node:readline';
import { createInterface as promptInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db';
import { AccountError, listAdmins, resetSecondFactor, saveAccount } from '../src/server/features/admin';
// Not in the feature's index (see password-routes.ts): it brings the e-mail templates.
import { firstOwnerSetupLink } from '../src/server/features/admin/passwords-service';
import { isRole, type Role, roleLabels } from '../src/shared/roles';

const usage = `Usage:
  npm run admin -- create <email> [--role owner|adviser|assistant] [--name "Full name"]
  npm run admin -- reset-password <email>
  npm run admin -- reset-2fa <email>
  npm run admin -- setup-link <email>
  npm run admin -- list
The password is asked twice, or read from ADMIN_PASSWORD. At least 12 characters.`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let answer = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(answer);
          return;
        }
        if (character === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          reject(new AccountError('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') answer = answer.slice(0, -1);
        else answer += character;
      }
    };
    input.on('data', onData);
  });
}

/** Without a terminal (a pipe), the password is the first line of input and its repeat the second. */
async function readPipedLines(): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of createInterface({ input: process.stdin })) lines.push(line);
  return lines;
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  let first: string;
  let second: string;
  if (process.stdin.isTTY) {
    first = await askHidden('Password (at least 12 characters): ');
    second = await askHidden('The same password again: ');
  } else {
    [first = '', second = ''] = await readPipedLines();
  }
  if (first !== second) throw new AccountError('The two passwords differ. Nothing was changed.');
  return first;
}

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const roleArgument = roleAt >= 0 ? args.splice(roleAt, 2)[1] : undefined;
const nameAt = args.indexOf('--name');
const nameArgument = nameAt >= 0 ? args.splice(nameAt, 2)[1] : undefined;
const [command, email] = args;
if (
  !command ||
  !['create', 'reset-password', 'reset-2fa', 'setup-link', 'list'].includes(command) ||
  (command !== 'list' && !email) ||
  (roleAt >= 0 && (command !== 'create' || !isRole(roleArgument))) ||
  (nameAt >= 0 && (command !== 'create' || !nameArgument?.trim()))
) {
  console.error(usage);
  process.exit(2);
}
const role: Role = isRole(roleArgument) ? roleArgument : 'owner';

try {
  // The account comes from the command line here, not from the environment.
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = process.env;
  const config = loadConfig(env);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    if (command === 'list') {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) console.info('No admin accounts yet: npm run admin -- create <email>');
      for (const admin of admins)
        console.info(
          `${admin.email}\t${admin.role}${admin.deactivated_at ? ' (deactivated)' : ''}\tcreated ${admin.created_at}\tchanged ${admin.updated_at}`,
        );
    } else if (command === 'setup-link') {
      const made = await firstOwnerSetupLink(database, email as string, config.site.siteUrl, new Date());
      if (made.outcome === 'exists')
        console.info('The back office has its first owner already: nothing to set up.');
      else
        console.info(
          `${made.created ? 'Made' : 'A new link for'} the first owner, ${(email as string).toLowerCase()}. ` +
            'Open this link to choose its password (it works once, until ' +
            `${made.expiresAt.slice(0, 16).replace('T', ' ')} UTC), then set up its second factor:\n\n  ${made.link}\n`,
        );
    } else if (command === 'reset-2fa') {
      await resetSecondFactor(database, email as string, new Date());
      console.info(
        `Removed the second factors and recovery codes of ${(email as string).toLowerCase()}; its sessions are ended. ` +
          'It sets up a new passkey or authenticator app at its next sign-in.',
      );
    } else {
      // The name the team and the clients see (issue 43): asked on a terminal when not given.
      let name = nameArgument?.trim() ?? '';
      if (command === 'create' && !name && process.stdin.isTTY && !process.env.ADMIN_PASSWORD) {
        const lines = promptInterface({ input: process.stdin, output: process.stdout });
        name = (await lines.question('Your name, as the team and your clients see it: ')).trim();
        lines.close();
      }
      const password = await askPassword();
      await saveAccount(
        database,
        {
          email: email as string,
          password,
          mode: command === 'create' ? 'create' : 'reset',
          by: 'admin CLI',
          role,
          name,
        },
        new Date(),
      );
      console.info(
        command === 'create'
          ? `Created the admin account ${(email as string).toLowerCase()}${name ? ` for ${name}` : ''} (${roleLabels[role].toLowerCase()}).`
          : `Changed the password of ${(email as string).toLowerCase()}; its sessions are ended.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof AccountError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
