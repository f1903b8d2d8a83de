import type { ReactNode } from 'react';
import type { ValueColour } from '../lib/value-colours.ts';

/**
 * A value on the colour of its scale (lib/value-colours.ts: temperature, UV, AQI), with the text colour
 * that reads on it; the value alone without a colour.
 */
export function ValueChip({ colour, children }: { colour: ValueColour | null; children: ReactNode }) {
  if (colour === null) return <>{children}</>;
  return (
    <span className="value-chip" style={{ backgroundColor: colour.background, color: colour.text }}>
      {children}
    </span>
  );
}
