import { useEffect, useRef, useState } from 'react';
import { notify } from 'shared-contracts/stores/notifications';
import { textFollowingLanguage } from 'shared-contracts/i18n/namespace';
import { Button } from 'shared-contracts/ui/Button';
import { PRODUCT_NAMESPACE, useProductTexts } from '../../../i18n/product-texts';

/**
 * Copies the product's link. Spec §8: when copying fails, the link is shown selected with
 * "select and copy manually".
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useProductTexts();
  // Failed presses since the last copy: each one selects the link again and is said again.
  const [failures, setFailures] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Focused, not only selected: a selection outside the focus is not what Ctrl+C copies.
    if (failures > 0) {
      input.current?.focus();
      input.current?.select();
    }
  }, [failures]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setFailures(0);
      notify({ message: textFollowingLanguage(PRODUCT_NAMESPACE, t, 'link_copied'), kind: 'success', timeout: 2500 });
    } catch {
      setFailures((count) => count + 1);
    }
  }

  return (
    <div className="share-link">
      <Button variant="secondary" onClick={() => void copy()}>
        {t('copy_link')}
      </Button>
      {failures > 0 && (
        <label className="share-link__manual">
          {/* A new alert each failed press, so a screen reader says it again. */}
          <span key={failures} role="alert">
            {t('copy_failed')}
          </span>
          <input ref={input} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
