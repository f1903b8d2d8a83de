import type { ApiErrorList } from '@meteodeck/contract';

export interface ApiErrorAlertsProps {
  errors: ApiErrorList;
  /** Shown when the failure carried no message (network error, unexpected answer). */
  fallback: string;
  variant?: 'primary' | 'danger';
  /** More classes for each alert, e.g. a compact one inside a card. */
  className?: string;
}

/** The server's error messages as alerts, one per item; the fallback when there is none. */
export function ApiErrorAlerts({ errors, fallback, variant = 'danger', className }: ApiErrorAlertsProps) {
  // The same message twice says nothing more; keep each once so it can serve as the key.
  const messages = errors.length === 0 ? [fallback] : [...new Set(errors.map((item) => item.message))];
  return (
    <>
      {messages.map((message) => (
        // Bootstrap's alert markup as react-bootstrap's Alert writes it, without its fade transition: these
        // alerts are on the first load of every page, and are never dismissed.
        <div
          key={message}
          role="alert"
          className={
            className === undefined ? `alert alert-${variant}` : `alert alert-${variant} ${className}`
          }
        >
          {message}
        </div>
      ))}
    </>
  );
}
