import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { SEARCH_MAX_LENGTH } from '../search-limits';
import './SearchForm.css';

/**
 * A search box that opens the results page at /search?q=…, even without words: that page then
 * says what to type, where a press that did nothing said nothing. On that page it shows the words
 * searched for, and follows them when they change (another search, Back) without being drawn
 * anew, so the keyboard stays in it (WCAG 2.4.3).
 */
export function SearchForm({ searched = '' }: { searched?: string }) {
  const { t } = useCatalogTexts();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(searched);
  const [shownFor, setShownFor] = useState(searched);
  if (searched !== shownFor) {
    setShownFor(searched);
    setQuery(searched);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    void navigate(`${href('search')}?${new URLSearchParams({ q }).toString()}`);
  }

  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <label htmlFor={inputId} className="search-form__label">
        {t('search_label')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          type="search"
          value={query}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">{t('search')}</Button>
      </div>
    </form>
  );
}
