import type { RefObject } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import Tooltip from 'react-bootstrap/Tooltip';

export interface ValueTooltipProps {
  id: string;
  lines: string[];
  /** The value the tooltip is about; it shows above it. */
  target: RefObject<HTMLElement | null>;
  show: boolean;
}

/**
 * Bootstrap's tooltip above a value. In a chunk of its own with Popper, which places it: loaded the first
 * time a visitor points at or focuses a value, not with the page.
 */
export default function ValueTooltip({ id, lines, target, show }: ValueTooltipProps) {
  return (
    <Overlay target={target} show={show} placement="top">
      <Tooltip id={id}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </Tooltip>
    </Overlay>
  );
}
