import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A disclosure (a menu or panel the page shows and hides itself, with Bootstrap's classes): whether it is
 * open, its toggle and close, and the `container` to put on its outer element. It closes on Escape and on
 * a press outside `container`, as Bootstrap's own dropdowns do. The header's menus are disclosures rather
 * than react-bootstrap's Dropdown: its Popper positioning alone weighed about 6 KB of the first load,
 * while Bootstrap's navbar CSS already places them.
 */
export function useDisclosure<E extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<E>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, close]);
  return { open, close, toggle, container };
}
