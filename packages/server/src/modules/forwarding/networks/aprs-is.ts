/** The APRS-IS transport CWOP reports travel by: one TCP connection per report. */
import { connect } from 'node:net';
import { describeNetworkError } from '../../../network-errors.ts';
import { DELIVERY_TIMEOUT_MS, type DeliveryOutcome, type NetworkRequest } from './network.ts';

/**
 * Sends one report to an APRS-IS server: on connection writes the login line, waits for the `# logresp`
 * line, writes the packet, closes, and lets `readAnswer` read what the server said. A connection that fails
 * or a server that never answers the login is a failure (retried).
 */
export function sendAprs(
  request: Extract<NetworkRequest, { protocol: 'aprs-is' }>,
  readAnswer: (status: number, body: string) => DeliveryOutcome,
): Promise<DeliveryOutcome> {
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
