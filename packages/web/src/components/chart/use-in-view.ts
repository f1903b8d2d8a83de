import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and true from then on (a chart
 * drawn once stays drawn). Where IntersectionObserver does not exist (old browsers, jsdom) it is true at
 * once: drawing everything beats drawing nothing. The server's rendering has no viewport: it sends the
 * placeholder, as the browser's first render over it (a hydration) draws it.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (inView || element === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);

  return inView;
}
