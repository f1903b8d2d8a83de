import { type ReactNode, useRef } from 'react';
import { useInView } from './chart/use-in-view.ts';

/**
 * Renders `children` once this slot has come near the viewport (see useInView), and keeps them; until then
 * `placeholder`, which should hold their place so the page below does not jump. For a section below the
 * first screen whose code is a chunk of its own: a phone showing the top of the page does not fetch it.
 */
export function NearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  return <div ref={box}>{inView ? children : placeholder}</div>;
}
