import { type RefObject, useEffect } from 'react';

/**
 * Closes an open disclosure (a menu or panel the page shows and hides itself, with Bootstrap's classes) on
 * Escape and on a press outside `container`, as Bootstrap's own dropdowns do. The header's menus are
 * disclosures rather than react-bootstrap's Dropdown: its Popper positioning alone weighed about 6 KB of the
 * first load, while Bootstrap's navbar CSS already places them.
 */
export function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>): void {
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
  }, [open, close, container]);
}
