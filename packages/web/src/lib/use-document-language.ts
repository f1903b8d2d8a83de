import { useEffect } from 'react';

/** Sets `<html lang>` for the area being shown, so screen readers pronounce German and French correctly. */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
