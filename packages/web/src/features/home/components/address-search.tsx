import { type FormEvent, useId, useState } from 'react';
import { usePublicTranslation } from '../../../lib/i18n.ts';

export interface AddressSearchProps {
  /** Called with the trimmed address when the visitor submits a non-blank one. */
  onSearch: (address: string) => void;
  searching: boolean;
}

/**
 * The hero's search, one compact row: an address field (labelled for screen readers, its placeholder saying
 * what it is for) and a button; the forecast follows the place found.
 */
export function AddressSearch({ onSearch, searching }: AddressSearchProps) {
  const { t } = usePublicTranslation();
  const [address, setAddress] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = address.trim();
    if (trimmed !== '') onSearch(trimmed);
  };

  return (
    // Plain elements with Bootstrap's form classes (react-bootstrap's Form brings all its controls along).
    // biome-ignore lint/a11y/useSemanticElements: a form with the search role, a landmark of its own.
    <form onSubmit={submit} role="search" aria-label={t('forecast.searchLabel')}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('forecast.addressLabel')}
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className="form-control"
          type="search"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={t('forecast.addressPlaceholder')}
          autoComplete="address-level2"
          maxLength={200}
        />
        <button type="submit" className="btn btn-light" disabled={searching}>
          {t('forecast.search')}
        </button>
      </div>
    </form>
  );
}
