/**
 * Why a call to another machine failed, in French words an owner can act on: the alert channels
 * and the forwarding targets tell "connexion refusée" or "adresse introuvable" rather than "fetch failed".
 */

/** DNS failure, refused, timeout, interrupted, or the error's own message. */
export function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '');
  const message = cause instanceof Error ? cause.message : String(cause);
  // Node puts the code on the cause (fetch) or the error; nodemailer keeps it in its message only.
  const text = `${codeOf(error)} ${codeOf(cause)} ${message}`;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError' || /ETIMEDOUT|ETIMEOUT|timeout/i.test(text))
    return 'pas de réponse à temps (délai dépassé)';
  if (/ENOTFOUND|EAI_AGAIN|EDNS/.test(text)) return 'adresse introuvable (échec de la résolution DNS)';
  if (/ECONNREFUSED/.test(text)) return 'connexion refusée';
  if (/ECONNRESET|EPIPE|socket hang up/i.test(text)) return 'connexion interrompue';
  if (/EAUTH/.test(text)) return 'identifiants SMTP refusés';
  return message.slice(0, 200);
}
