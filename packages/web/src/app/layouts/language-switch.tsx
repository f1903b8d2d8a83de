import { useState } from 'react';
import { usePublicTranslation } from '../../lib/i18n.ts';
import { LANGUAGES, type Language, setLanguage, useLanguage } from '../../lib/language.ts';

/**
 * The footer's language switch: Deutsch, English, Français, each named in its own language; the
 * chosen one pressed. A choice shows once its texts have arrived (the page stays as it was meanwhile) and is
 * remembered in the browser. The back office stays French.
 */
export function LanguageSwitch() {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const [pending, setPending] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);
  const choose = (next: Language) => {
    if (next === language || pending !== null) return;
    setPending(next);
    setFailed(false);
    setLanguage(next)
      .catch(() => setFailed(true))
      .finally(() => setPending(null));
  };
  return (
    <nav aria-label={t('footer.language.label')}>
      <ul className="list-inline mb-0 small">
        {LANGUAGES.map((option) => (
          <li key={option} className="list-inline-item">
            <button
              type="button"
              lang={option}
              className={`btn btn-link btn-sm p-0 link-light${option === language ? ' fw-semibold text-decoration-none' : ''}`}
              aria-pressed={option === language}
              aria-busy={pending === option}
              disabled={pending !== null && pending !== option}
              onClick={() => choose(option)}
            >
              {t(`footer.language.names.${option}`)}
            </button>
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className="small mb-0">
          {t('footer.language.failed')}
        </p>
      ) : null}
    </nav>
  );
}
