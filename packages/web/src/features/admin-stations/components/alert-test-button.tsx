import type { AlertTestResult } from '@meteodeck/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { sendTestAlert } from '../api/send-test-alert.ts';

/**
 * 'Envoyer une alerte de test' (admins): a test message through the station's saved channels, then how each
 * channel went (sent, or why not: no SMTP server, refused, the webhook's answer).
 */
export function AlertTestButton({ stationId }: { stationId: number }) {
  const { t } = useAdminTranslation();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<AlertTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setSending(true);
    setResult(null);
    setFailure(null);
    try {
      setResult(await sendTestAlert(stationId));
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mt-2">
      <Button variant="outline-secondary" disabled={sending} onClick={() => void send()}>
        {t('alerts.test')}
      </Button>
      {failure === null ? null : (
        <p role="alert" className="text-danger small mt-2 mb-0">
          {failure}
        </p>
      )}
      {result === null ? null : (
        <ul className="small mt-2 mb-0" aria-label={t('alerts.testResults')}>
          {result.channels.length === 0 ? <li>{t('alerts.testNoChannel')}</li> : null}
          {result.channels.map((channel) => (
            <li key={channel.channel} className={channel.ok ? 'text-success' : 'text-danger'}>
              {t(`alerts.channels.${channel.channel}`)} ({channel.target}) : {channel.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
