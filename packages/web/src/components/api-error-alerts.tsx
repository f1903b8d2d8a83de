import type { ApiErrorList } from '@meteodeck/contract';
import Alert from 'react-bootstrap/Alert';

export interface ApiErrorAlertsProps {
  errors: ApiErrorList;
  /** Shown when the failure carried no message (network error, unexpected answer). */
  fallback: string;
  variant?: 'primary' | 'danger';
}

/** The server's error messages as alerts, one per item; the fallback when there is none. */
export function ApiErrorAlerts({ errors, fallback, variant = 'danger' }: ApiErrorAlertsProps) {
  // The same message twice says nothing more; keep each once so it can serve as the key.
  const messages = errors.length === 0 ? [fallback] : [...new Set(errors.map((item) => item.message))];
  return (
    <>
      {messages.map((message) => (
        <Alert key={message} variant={variant}>
          {message}
        </Alert>
      ))}
    </>
  );
}
