import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $settings } from 'shared-contracts/stores/settings';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { StoreContact } from '../features/contact/components/StoreContact';
import { useTexts } from '../i18n/use-texts';
import '../components/page.css';

/** Spec §2 /contact (the stores to write to) and /contact/{storeUrl} (that store's form). */
export default function ContactPage({ params }: ScreenProps) {
  const { t, ready } = useTexts();
  const stores = useStore($settings)?.stores ?? [];
  if (!ready) return <Loading />;
  if (!params.storeUrl) {
    return (
      <div className="rej-page">
        <ScreenHeading>{t('contact.title')}</ScreenHeading>
        <p className="rej-muted">{t('contact.choose_store')}</p>
        <ul className="rej-list">
          {stores.map((store) => (
            <li key={store.id} className="rej-list__item">
              <Link to={href('contact.store', { storeUrl: store.url })}>{store.name}</Link>
              <span>{store.address}</span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const store = stores.find((s) => s.url === params.storeUrl);
  if (!store) return <PageNotFound />;
  return (
    <section className="rej-page" aria-labelledby="contact-title">
      <ScreenHeading id="contact-title">{t('contact.store_title', { store: store.name })}</ScreenHeading>
      <address>
        {store.address}
        <br />
        {/* A store without a phone or an e-mail of its own gets no empty link to land on, nor a stray separator. */}
        {store.phone && <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>}
        {store.phone && store.email && ' · '}
        {store.email && <a href={`mailto:${store.email}`}>{store.email}</a>}
      </address>
      <StoreContact key={store.id} store={store} />
    </section>
  );
}
