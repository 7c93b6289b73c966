import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isMarkerTooFar } from 'shared-contracts/checkout/distance';
import { setDeliveryType, updateCart } from 'shared-contracts/stores/cart';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { Cart } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { searchAddresses } from '../api/search-addresses';
import { chooseDeliveryLocation } from '../choose-location';
import './DeliveryDetails.css';

// Leaflet is big and needs a browser: loaded only when a map is shown.
const DeliveryMap = lazy(() => import('./DeliveryMap'));

interface DeliveryDetailsProps {
  cart: Cart;
  tileUrl: string;
  error?: string;
}

type Problem = 'not_found' | 'search_failed' | 'no_number' | 'too_far' | null;

/**
 * Spec §3/§5 delivery location: the address chosen from the suggestions with a street number,
 * floor/apartment/intercom, a map marker that may move a little, and the area that delivers there.
 */
export function DeliveryDetails({ cart, tileUrl, error }: DeliveryDetailsProps) {
  const { t } = useCartTexts();
  const [query, setQuery] = useState(cart.address);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [problem, setProblem] = useState<Problem>(null);
  // Where the chosen address is; the marker may move only a little away from it.
  const [addressPoint, setAddressPoint] = useState<LatLng | null>(cart.geolocation);
  const chosen = cart.geolocation !== null && cart.address !== '' && query === cart.address;
  const typing = useRef(false);

  useEffect(() => {
    if (!typing.current || query.trim().length < 2 || chosen) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchAddresses(query, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setProblem(found.length === 0 ? 'not_found' : null);
        },
        () => !controller.signal.aborted && setProblem('search_failed'),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, chosen]);

  async function choose(suggestion: AddressSuggestion) {
    typing.current = false;
    setSuggestions([]);
    setQuery(suggestion.label);
    if (!suggestion.number) {
      // Spec §5: a street number is required; the customer adds it and chooses again.
      setQuery(`${suggestion.street} `);
      typing.current = true;
      setProblem('no_number');
      return;
    }
    setProblem(null);
    const point = { lat: suggestion.lat, lng: suggestion.lng };
    setAddressPoint(point);
    await chooseDeliveryLocation(suggestion.label, point);
  }

  const moveMarker = useCallback(
    (marker: LatLng) => {
      if (addressPoint && isMarkerTooFar(addressPoint, marker)) {
        setProblem('too_far');
        // The marker goes back to where it was.
        updateCart({ geolocation: { ...cart.geolocation! } });
        return;
      }
      setProblem(null);
      void chooseDeliveryLocation(cart.address, marker);
    },
    [addressPoint, cart.address, cart.geolocation],
  );

  const notDelivered = chosen && cart.delivery_area === null;
  const problemText = problem ? t(`delivery.problems.${problem}`) : undefined;
  return (
    <section className="checkout__section" aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className="checkout__heading">{t('delivery.title')}</h2>
      <Field
        label={t('delivery.address')}
        required
        autoComplete="street-address"
        value={query}
        hint={t('delivery.addressHint')}
        error={(problem && problem !== 'too_far' ? problemText : undefined) ?? (!chosen ? error : undefined)}
        onChange={(event) => {
          typing.current = true;
          setQuery(event.target.value);
        }}
      />
      {suggestions.length > 0 && (
        <ul className="delivery__suggestions" aria-label={t('delivery.suggestions')}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.label}>
              <button type="button" className="delivery__suggestion" onClick={() => void choose(suggestion)}>
                {suggestion.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field label={t('delivery.line2')} autoComplete="address-line2" value={cart.address_line2}
        onChange={(event) => updateCart({ address_line2: event.target.value })} />
      {problem === 'too_far' && <Notice tone="error">{problemText}</Notice>}
      {chosen && cart.geolocation && (
        <Suspense fallback={<div className="delivery__map-loading" aria-busy="true" />}>
          <DeliveryMap point={cart.geolocation} tileUrl={tileUrl} label={t('delivery.map')} onMove={moveMarker} />
          <p className="delivery__map-hint">{t('delivery.mapHint')}</p>
        </Suspense>
      )}
      {notDelivered && (
        <Notice tone="warning">
          <p>{t('delivery.notDelivered')}</p>
          <Button variant="secondary" onClick={() => setDeliveryType('pickup')}>
            {t('delivery.pickupInstead')}
          </Button>
        </Notice>
      )}
    </section>
  );
}
