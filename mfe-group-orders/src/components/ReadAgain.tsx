import { useState } from 'react';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { useTexts } from '../i18n/use-texts';

/**
 * A screen's reading that failed with no answer (a lost connection) or a server's failure: nothing
 * about the link, which may be good; said as the error catalogue says it, and read again on asking.
 */
export function ReadAgain({ answered, onRetry }: { answered: boolean; onRetry: () => void | Promise<void> }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    void Promise.resolve(onRetry()).finally(() => setBusy(false));
  };
  return (
    <>
      <Notice tone="error">{commonText(answered ? 'errors.unknown' : 'errors.no_connection')}</Notice>
      <Button busy={busy} onClick={retry}>
        {t('join.retry')}
      </Button>
    </>
  );
}
