import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $settings } from 'shared-contracts/stores/settings';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { ReservationForm } from '../features/reservations/components/ReservationForm';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import '../components/page.css';

/** Spec §2 /reservations: a table reservation at a store that takes them. */
export default function ReservationsPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const settings = useStore($settings);
  const visible = usePageVisible('reservations');
  if (!ready) return <Loading />;
  if (!visible) return <PageNotFound />;
  const stores = (settings?.stores ?? []).filter((store) => store.takes_reservations);
  return (
    <section className="rej-page">
      <ScreenHeading>{t('reservations.title')}</ScreenHeading>
      {stores.length === 0 ? (
        <p>{t('reservations.none')}</p>
      ) : (
        <>
          <p className="rej-muted">{t('reservations.intro')}</p>
          <ReservationForm stores={stores} />
        </>
      )}
    </section>
  );
}
