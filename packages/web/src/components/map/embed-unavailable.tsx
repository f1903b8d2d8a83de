/** Height of the quiet note that stands in for a map or radar that cannot load: a line, not a blank box. */
export const EMBED_UNAVAILABLE_HEIGHT = 120;

/**
 * The quiet, themed note in place of an external embed that cannot load (map tiles, the rain radar): a
 * muted outline of modest height with a short text and, below it, what the embed would have shown (the
 * place). A status, not an alert: the rest of the page works.
 */
export function EmbedUnavailable({
  text,
  detail,
  className = 'rounded',
}: {
  text: string;
  detail?: string;
  /** Corner rounding where it sits: 'rounded' in a card's body, 'rounded-bottom' right under its header. */
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`d-flex flex-column align-items-center justify-content-center gap-1 p-3 text-center text-body-secondary bg-body-tertiary ${className}`}
      style={{ minHeight: EMBED_UNAVAILABLE_HEIGHT }}
      data-testid="embed-unavailable"
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
        <path d="M3 7l6-3 6 3 6-3v13l-6 3-6-3-6 3z" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M9 4v13M15 7v13" strokeWidth="1.5" />
      </svg>
      <span>{text}</span>
      {detail !== undefined && detail !== '' && <span className="small">{detail}</span>}
    </div>
  );
}
