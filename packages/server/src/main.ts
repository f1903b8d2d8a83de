/**
 * Entry point of `npm start`: read config → open database → migrate → seed → buildApp → listen, and close
 * cleanly on SIGTERM/SIGINT (start-server.ts, shared with the demo). No logic lives here.
 */
import { ConfigError } from './config.ts';
import { DatabaseTooNewError } from './db/migrate.ts';
import { startServer } from './start-server.ts';

startServer({ env: process.env }).catch((error: unknown) => {
  // A configuration error is the operator's to fix: show the list, not a stack trace.
  console.error(error instanceof ConfigError || error instanceof DatabaseTooNewError ? error.message : error);
  process.exit(1);
});
