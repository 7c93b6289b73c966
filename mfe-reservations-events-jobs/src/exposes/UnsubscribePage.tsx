import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { postUnsubscribe } from '../features/unsubscribe/api/post-unsubscribe';
import { FocusedNotice } from '../components/FocusedNotice';
import { Loading } from '../components/Loading';
import { useTexts } from '../i18n/use-texts';
import { hasStatus } from '../lib/is-http-error';
import { failureReason } from '../lib/failure-reason';
import '../components/page.css';

/**
 * Spec §2 /unsubscribe?email=…&signature=…: the visitor confirms with one button (a link opened
 * by a mail scanner must not unsubscribe anyone by itself).
 */
export default function UnsubscribePage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const signature = search.get('signature') ?? '';
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ready) return <Loading />;
  const linkComplete = email !== '' && signature !== '';

  async function confirm() {
    setBusy(true);
    // Emptied first, so a second failure is said again.
    setOutcome(null);
    try {
      await postUnsubscribe(email, signature);
      setOutcome('done');
    } catch (error) {
      const invalid = hasStatus(error, 422) || hasStatus(error, 400);
      setOutcome(invalid ? 'invalid' : 'failed');
      if (!invalid) setReason(await failureReason(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rej-page">
      <ScreenHeading>{t('unsubscribe.title')}</ScreenHeading>
      {/* What the page arrives with, so no focus is taken: the shell has put it on the heading. */}
      {!linkComplete && <Notice tone="error">{t('unsubscribe.invalid')}</Notice>}
      {/* The answers take the button's place, said from regions in the page before them. */}
      <NoticeRegion urgent>{outcome === 'invalid' && <FocusedNotice tone="error">{t('unsubscribe.invalid')}</FocusedNotice>}</NoticeRegion>
      <NoticeRegion>{outcome === 'done' && <FocusedNotice tone="success">{t('unsubscribe.done', { email })}</FocusedNotice>}</NoticeRegion>
      {linkComplete && (outcome === null || outcome === 'failed') && (
        <>
          <p>{t('unsubscribe.confirm_text', { email })}</p>
          <NoticeRegion urgent>
            {outcome === 'failed' && <Notice tone="error" live={false}>{reason ?? commonText('errors.something_went_wrong')}</Notice>}
          </NoticeRegion>
          <Button type="button" busy={busy} onClick={confirm}>
            {t('unsubscribe.confirm')}
          </Button>
        </>
      )}
    </section>
  );
}
