import type { ReactElement } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

export interface ValueTooltipProps {
  id: string;
  lines: string[];
  /** The trigger: a focusable element that takes a ref. */
  children: ReactElement;
}

/**
 * Bootstrap's tooltip above a value, on hover and keyboard focus. In a chunk of its own (with Popper, which
 * places it), loaded once the current-observation card comes near the viewport.
 */
export default function ValueTooltip({ id, lines, children }: ValueTooltipProps) {
  return (
    <OverlayTrigger
      placement="top"
      trigger={['hover', 'focus']}
      overlay={
        <Tooltip id={id}>
          {lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Tooltip>
      }
    >
      {children}
    </OverlayTrigger>
  );
}
