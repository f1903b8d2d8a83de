import { type ReactNode, useRef } from 'react';
import { useInView } from './chart/use-in-view.ts';

/**
 * Renders `children` once this slot has come near the viewport (see useInView), and keeps them; until then
 * `placeholder`, which should hold their place so the page below does not jump. For a section below the
 * first screen whose code is a chunk of its own: a phone showing the top of the page does not fetch it.
 * `rootMargin`: how near (useInView's 200 px by default); '0px' for what costs the phone a long task to
 * start (a map, a page in a frame), so that it starts only once it is on screen.
 */
export function NearViewport({
  placeholder,
  children,
  rootMargin,
}: {
  placeholder: ReactNode;
  children: ReactNode;
  rootMargin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box, rootMargin);
  return <div ref={box}>{inView ? children : placeholder}</div>;
}
