/**
 * `npm run user -- reset-password EMAIL [--password NEW]`: for an owner who lost the admin password. Sets a
 * new password on the account (a generated one, printed here once, when none is given) and revokes the
 * account's tokens, so a session left open elsewhere stops working too. Works while the server runs.
 */
import { AppError } from '../app-error.ts';
import { wireAuth } from '../modules/auth/index.ts';
import { createUsersRepository, wireUsers } from '../modules/users/index.ts';
import { openCliDatabase, parseArgs, printedHelp, runCli } from './cli-context.ts';

const USAGE = `usage: npm run user -- reset-password <email> [--password <new password>]
  Sets a new password for the account <email> on the database DATABASE_URL names (generated and printed
  once when --password is not given); every token issued to the account before stops working.`;

async function main(): Promise<number> {
  if (printedHelp(process.argv.slice(2), USAGE)) return 0;
  const { options, rest } = parseArgs(process.argv.slice(2), ['password']);
  const [command, email, ...extra] = rest;
  if (command !== 'reset-password' || email === undefined || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const { ctx, close } = await openCliDatabase();
  try {
    // The users' service as the app wires it, over the auth module's users.
    const auth = await wireAuth({ ...ctx, accounts: createUsersRepository(ctx.db) });
    const users = wireUsers({ ...ctx, auth }).service;
    const result = await users.resetPassword(email, options.get('password'));
    console.log(
      result.generated
        ? `New password of ${email.trim().toLowerCase()}: ${result.password}\nIt is shown only this once; log in and change it.`
        : `Password of ${email.trim().toLowerCase()} changed.`,
    );
    console.log('Every token issued to this account before now no longer works.');
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await close();
  }
}

runCli(main);
