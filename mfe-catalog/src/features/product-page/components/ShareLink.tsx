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
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (failed) input.current?.select();
  }, [failed]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setFailed(false);
      notify({ message: textFollowingLanguage(PRODUCT_NAMESPACE, t, 'link_copied'), kind: 'success', timeout: 2500 });
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="share-link">
      <Button variant="secondary" onClick={() => void copy()}>
        {t('copy_link')}
      </Button>
      {failed && (
        <label className="share-link__manual">
          <span role="alert">{t('copy_failed')}</span>
          <input ref={input} type="text" readOnly value={url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
