import { useState } from 'react';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { useTexts } from '../i18n/use-texts';

/**
 * A screen's reading that failed with no answer (a lost connection) or a server's failure: nothing
 * about the link, which may be good; said as the error catalogue says it (the server's own words
 * when it sent some, spec §8), and read again on asking. The reading is quiet, so it is said once.
 */
export function ReadAgain({ answered, message = null, onRetry }: { answered: boolean; message?: string | null; onRetry: () => void | Promise<void> }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    void Promise.resolve(onRetry()).finally(() => setBusy(false));
  };
  return (
    <>
      <Notice tone="error">{message ?? commonText(answered ? 'errors.unknown' : 'errors.no_connection')}</Notice>
      <Button busy={busy} onClick={retry}>
        {t('join.retry')}
      </Button>
    </>
  );
}
