import { Button } from 'shared-contracts/ui/Button';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';
import './remote-fallback.css';

/**
 * What a slot shows when its remote cannot be loaded or crashed: say so, and offer a retry. A
 * compact one is a lone "Retry" (the header's): `label` names what it brings back to screen readers.
 */
export function RemoteFallback({ onRetry, compact = false, label }: { onRetry: () => void; compact?: boolean; label?: string }) {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <div className={compact ? 'remote-fallback remote-fallback--compact' : 'remote-fallback'} role="alert">
      {!compact && <p>{t('remote.unavailable')}</p>}
      <Button variant={compact ? 'secondary' : 'primary'} onClick={onRetry} aria-label={label} title={compact ? label : undefined}>
        {compact ? (
          // On a phone two worded retries (es, ro) pushed the header past the screen's edge: there
          // the word gives way to the arrow; the button keeps its name (`label`) either way.
          <>
            <span className="remote-fallback__arrow" aria-hidden="true">↻</span>
            <span className="remote-fallback__word">{t('remote.retryShort')}</span>
          </>
        ) : (
          t('remote.retry')
        )}
      </Button>
    </div>
  );
}
