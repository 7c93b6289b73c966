import { useState } from 'react';
import { formatNumber } from 'shared-contracts/i18n/format-number';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';

/**
 * The referral code and a share link to registration with it filled in. Nothing where a referral
 * earns no points (loyalty_settings.referral_points 0): "you receive 0 points" invites no one.
 */
export function ReferralSection({ code, points }: { code: string; points: number }) {
  const { t } = useAccountTexts();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = `${window.location.origin}${href('auth.register')}?referral=${encodeURIComponent(code)}`;

  async function copyLink() {
    // Emptied first, so a second copy is said again.
    setCopy('idle');
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  if (points <= 0) return null;
  return (
    <section aria-labelledby="referral-title">
      <h2 id="referral-title">{t('referral.title')}</h2>
      <p>{t('referral.intro', { count: points, points: formatNumber(points) })}</p>
      <p>
        {t('referral.code')} <strong data-testid="referral-code">{code}</strong>
      </p>
      <p className="account-share">
        {t('referral.link')} <a className="account-link" href={link}>{link}</a>
      </p>
      <Button variant="secondary" onClick={copyLink}>
        {t('referral.copy')}
      </Button>
      <NoticeRegion>
        {copy === 'copied' && <Notice tone="success" live={false}>{t('referral.copied')}</Notice>}
      </NoticeRegion>
      <NoticeRegion urgent>
        {copy === 'failed' && <Notice tone="error" live={false}>{t('referral.copy_failed')}</Notice>}
      </NoticeRegion>
    </section>
  );
}
