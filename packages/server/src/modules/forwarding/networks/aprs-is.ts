/** The APRS-IS transport CWOP reports travel by: one TCP connection per report. */
import { connect } from 'node:net';
import { describeNetworkError } from '../../../network-errors.ts';
import { DELIVERY_TIMEOUT_MS, type DeliveryOutcome, type NetworkRequest } from './network.ts';

/** A control character (a line break, a NUL…): never part of an APRS-IS line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Sends one report to an APRS-IS server: on connection writes the login line, waits for the `# logresp`
 * line, writes the packet, closes, and lets `readAnswer` read what the server said. A connection that fails
 * or a server that never answers the login is a failure (retried).
 */
export function sendAprs(
  request: Extract<NetworkRequest, { protocol: 'aprs-is' }>,
  readAnswer: (status: number, body: string) => DeliveryOutcome,
): Promise<DeliveryOutcome> {
  // A station id or passcode with a line break (stored before such values were refused) would add lines of
  // its own to the login: nothing is sent, and the target is paused until it is corrected.
  if (CONTROL.test(request.login) || CONTROL.test(request.packet)) {
    return Promise.resolve({
      kind: 'bad-credentials',
      message: 'APRS-IS : identifiant ou code avec un caractère de contrôle, rien n’a été envoyé',
    });
  }
  return new Promise((resolve) => {
    const socket = connect(request.server);
    let settled = false;
    let received = '';
    let loggedIn = false;
    const finish = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => finish({ kind: 'failed', message: 'APRS-IS : pas de réponse à la connexion (délai dépassé)' }),
      DELIVERY_TIMEOUT_MS,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      socket.write(`${request.login}\r\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (loggedIn || !/^# logresp/m.test(received)) return;
      loggedIn = true;
      socket.end(`${request.packet}\r\n`, () => finish(readAnswer(0, received)));
    });
    socket.on('error', (error) =>
      finish({ kind: 'failed', message: `APRS-IS : ${describeNetworkError(error)}` }),
    );
    socket.on('close', () =>
      finish({ kind: 'failed', message: 'APRS-IS : connexion fermée avant la connexion au compte' }),
    );
  });
}
