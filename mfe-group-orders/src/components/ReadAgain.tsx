import { useState } from 'react';
import { noticeText, type NoticeMessage } from 'shared-contracts/stores/notifications';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { useTexts } from '../i18n/use-texts';

/**
 * A screen's reading that failed with no answer (a lost connection) or a server's failure: nothing
 * about the link, which may be good; `said` as the error catalogue says it (failureText), and read
 * again on asking. The reading is quiet, so it is said once.
 */
export function ReadAgain({ said, onRetry }: { said: NoticeMessage; onRetry: () => void | Promise<void> }) {
  const { t } = useTexts();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    void Promise.resolve(onRetry()).finally(() => setBusy(false));
  };
  return (
    <>
      <Notice tone="error">{noticeText({ message: said })}</Notice>
      <Button busy={busy} onClick={retry}>
        {t('join.retry')}
      </Button>
    </>
  );
}
