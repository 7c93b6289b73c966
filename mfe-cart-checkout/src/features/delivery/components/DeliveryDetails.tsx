import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { isMarkerTooFar } from 'shared-contracts/checkout/distance';
import { hasStreetNumber } from 'shared-contracts/checkout/street-number';
import { $settings } from 'shared-contracts/stores/settings';
import { $cart, setDeliveryType, updateCart } from 'shared-contracts/stores/cart';
import { $loggedIn, $user } from 'shared-contracts/stores/user';
import type { AddressSuggestion } from 'shared-contracts/types/address';
import type { Cart } from 'shared-contracts/types/cart';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { DELIVERY_ADDRESS_LIMITS } from 'shared-contracts/forms/field-limits';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { AddressSuggestions, useAddressSearch, useSuggestionCombobox } from 'shared-contracts/ui/AddressSuggestions';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { useFocusAfterRender } from '../../checkout/use-focus-after-render';
import { addressAt } from '../api/address-at';
import { browserPosition } from '../browser-position';
import { chooseDeliveryLocation, forgetDeliveryLocation } from '../choose-location';
import { foundPointOf, mapStartPoint, type FoundAddress } from '../map-start-point';
import { $saveAddress } from '../save-address';
import { NotifyWhenDelivered } from './NotifyWhenDelivered';
import { SavedAddressChoice } from './SavedAddressChoice';
import './DeliveryDetails.css';
import { savedAddressDetails } from 'shared-contracts/checkout/saved-address-in-cart';

// Leaflet is big and needs a browser: loaded only when a map is shown.
const DeliveryMap = lazy(() => import('./DeliveryMap'));

interface DeliveryDetailsProps {
  cart: Cart;
  tileUrl: string;
  /** Website setting auto_open_geolocation: ask the browser where the customer is when the form opens. */
  autoLocate?: boolean;
  error?: string;
  /** After "Order for pickup instead" has switched the cart to pickup: the checkout shows where to go on. */
  onPickupInstead?: () => void;
  /** Whether pickup is offered (some store has it, and no group order holds the cart to delivery). */
  pickupOffered?: boolean;
}

type Problem = 'not_found' | 'search_failed' | 'no_number' | null;

/**
 * Spec §3/§5 delivery location: the address chosen from the suggestions with a street number,
 * floor/apartment/intercom, a map marker that may move a little, and the area that delivers there.
 * Spec §8 "address not found": choosing a city or a landmark (or "find it on the map") opens the
 * map there; the marker, moved to the door, is the location, and the street and number are typed.
 */
export function DeliveryDetails({ cart, tileUrl, autoLocate = false, error, onPickupInstead, pickupOffered = true }: DeliveryDetailsProps) {
  const { t } = useCartTexts();
  const [query, setQuery] = useState(cart.address);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  // What the shown suggestions were searched for: typed on since, Enter waits for the new ones.
  const [suggestionsFor, setSuggestionsFor] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  // A marker move refused for going too far: said once, not a form error, as the marker is back at
  // an accepted point; the next accepted move or a change of address takes it away.
  const [snappedBack, setSnappedBack] = useState(false);
  // Each refusal counted: another refused key press puts the words in again, so they are said again.
  const [refusals, setRefusals] = useState(0);
  // Where the chosen address is; the marker may move only a little away from it.
  const [addressPoint, setAddressPoint] = useState<LatLng | null>(cart.geolocation);
  // Placing the marker by hand (spec §8): the marker is the location, and what is typed its address.
  const [placing, setPlacing] = useState(false);
  const chosen = cart.geolocation !== null && cart.address !== '' && query === cart.address;
  const typing = useRef(false);
  // Once the customer has typed, chosen or placed an address, the browser's late position is theirs to ignore.
  const acted = useRef(false);
  const loggedIn = useStore($loggedIn);
  const savedAddresses = useStore($user).delivery_addresses;
  const saveAddress = useStore($saveAddress);
  const settings = useStore($settings);
  // The last point the search found, for "find my address on the map" when the customer typed on.
  const lastFound = useRef<FoundAddress | null>(null);
  // The buttons that lead back to the street (a suggestion, the map, searching) go away when clicked.
  const [streetRef, focusStreet] = useFocusAfterRender<HTMLInputElement>();

  useAddressSearch(query, typing.current && !chosen && !placing, (found) => {
    if (found === 'failed') return setProblem('search_failed');
    const first = found.find((suggestion) => suggestion.kind !== 'place') ?? found[0];
    if (first) lastFound.current = { text: query, point: { lat: first.lat, lng: first.lng } };
    setSuggestions(found);
    setSuggestionsFor(query);
    setProblem(found.length === 0 ? 'not_found' : null);
  });

  useEffect(() => {
    if (cart.geolocation !== null || cart.address !== '' || cart.address_id !== null) return;
    // A customer with one saved address is most likely at it again: it is filled in, and the
    // choice above still offers a new address. With more, which one is theirs today is not guessed.
    if (loggedIn && savedAddresses.length === 1) {
      void chooseSaved(savedAddresses[0]!);
      return;
    }
    if (!autoLocate) return;
    let live = true;
    void browserPosition()
      .then((point) => (point ? addressAt(point) : null))
      .then((found) => {
        if (live && found && !acted.current) void choose(found);
      })
      .catch(() => undefined); // The customer types the address instead.
    return () => {
      live = false;
    };
    // Only when the form opens; later the customer is in charge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address this field last sent to the cart: its answer may come after the customer typed on.
  const sent = useRef(cart.address);
  // The last point chosen (typed, saved or moved to): a refused marker move goes back there. It
  // starts at the cart's own, so a point that differs from it came from elsewhere.
  const lastPoint = useRef<LatLng | null>(cart.geolocation);
  function locate(address: string, point: LatLng) {
    sent.current = address;
    lastPoint.current = point;
    setSnappedBack(false);
    return chooseDeliveryLocation(address, point);
  }

  useEffect(() => {
    // Typed over, the cart forgets the address (and nothing sent is on its way any more).
    if (cart.address === '') sent.current = '';
    const point = cart.geolocation;
    const addressElsewhere = cart.address !== '' && cart.address !== query && cart.address !== sent.current;
    // Every point this field puts on the cart is marked in `lastPoint` as it goes; forgetting one
    // (null) is this field's own doing. A point moved alone, as an account edit of the saved
    // address does, keeps the street's words: the address above does not see it.
    const pointElsewhere = point !== null && (point.lat !== lastPoint.current?.lat || point.lng !== lastPoint.current.lng);
    if (!addressElsewhere && !pointElsewhere) return;
    // Chosen elsewhere (another tab, through cart-sync): the order goes there, so the field shows
    // it; the customer must not confirm an address read here while the order goes to another.
    sent.current = cart.address;
    acted.current = true;
    typing.current = false;
    setPlacing(false);
    setQuery(cart.address);
    setAddressPoint(point);
    lastPoint.current = point;
    setSuggestions([]);
    setSuggestionsFor(null);
    setProblem(null);
    setSnappedBack(false);
    // The area that delivers there is the one of the point (the other tab's copy may be none, as
    // an account edit leaves it, or an older one): looked up as for a point chosen here.
    if (pointElsewhere) void locate(cart.address, point).catch(() => areaNotFound());
    // Run for the cart's address and point only: what this field puts there is marked as it goes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.address, cart.geolocation?.lat, cart.geolocation?.lng]);

  /**
   * Its area could not be asked (the call said why): what the field shows is not where the order
   * goes, so it is searched again as typed, or found on the map; a marker goes back to the last
   * point accepted, which the cart still holds with its area.
   */
  function areaNotFound() {
    typing.current = true;
    // The cart's point is the last one accepted (chooseDeliveryLocation keeps only those): points
    // tried since, quick arrow presses, never had their area.
    const accepted = $cart.get().geolocation;
    lastPoint.current = accepted;
    setProblem('search_failed');
    if (accepted) updateCart({ geolocation: { ...accepted } });
  }

  /** Where the map opens for an address the search did not find (map-start-point). */
  function startPoint(): LatLng {
    return mapStartPoint({
      found: foundPointOf(query, lastFound.current),
      storeId: cart.store_id,
      previous: cart.geolocation,
      stores: settings?.stores ?? [],
      areas: settings?.localization.delivery_areas ?? [],
    });
  }

  /**
   * Opens the map at a point with the marker on it; the customer moves it to the door. What is typed
   * stays when it is an address (with its number, or the street whose number is not known).
   */
  async function placeOnMap(point: LatLng, keepStreet = false) {
    acted.current = true;
    typing.current = false;
    setSuggestions([]);
    setSuggestionsFor(null);
    setProblem(null);
    setPlacing(true);
    setAddressPoint(null);
    const typed = keepStreet || hasStreetNumber(query) ? query : '';
    setQuery(typed);
    try {
      await locate(typed, point);
    } catch {
      // No marker to move: the search again, with "find it on the map" to try once more.
      setPlacing(false);
      areaNotFound();
    }
  }

  async function choose(suggestion: AddressSuggestion) {
    acted.current = true;
    setSnappedBack(false);
    if (suggestion.kind === 'place') {
      await placeOnMap({ lat: suggestion.lat, lng: suggestion.lng });
      return;
    }
    typing.current = false;
    setPlacing(false);
    setSuggestions([]);
    setSuggestionsFor(null);
    setQuery(suggestion.label);
    if (!suggestion.number) {
      // Spec §5: a street number is required; the customer adds it and chooses again. No search
      // until they type: it would offer the same street without a number and hide why.
      setQuery(`${suggestion.street} `);
      lastFound.current = { text: suggestion.street, point: { lat: suggestion.lat, lng: suggestion.lng } };
      setProblem('no_number');
      return;
    }
    setProblem(null);
    const point = { lat: suggestion.lat, lng: suggestion.lng };
    setAddressPoint(point);
    await locate(suggestion.label, point).catch(() => areaNotFound());
  }

  /**
   * A saved address fills the form; one never placed on the map is searched like a typed one. The
   * address chosen before is forgotten first: the order must not go to its point with this one's
   * id and instructions (nor, saved, overwrite this one with it).
   */
  async function chooseSaved(saved: DeliveryAddress | null) {
    acted.current = true;
    setSnappedBack(false);
    if (!saved) {
      updateCart({ address_id: null });
      return;
    }
    forgetDeliveryLocation();
    updateCart(savedAddressDetails(saved));
    setPlacing(false);
    setQuery(saved.address);
    setSuggestions([]);
    setSuggestionsFor(null);
    setProblem(null);
    if (saved.lat === null || saved.lng === null) {
      typing.current = true;
      return;
    }
    typing.current = false;
    const point = { lat: saved.lat, lng: saved.lng };
    setAddressPoint(point);
    // The address chosen before is forgotten: no marker to go back to.
    await locate(saved.address, point).catch(() => areaNotFound());
  }

  const moveMarker = useCallback(
    (marker: LatLng) => {
      if (!placing && addressPoint && isMarkerTooFar(addressPoint, marker)) {
        setSnappedBack(true);
        setRefusals((count) => count + 1);
        // The marker goes back to where it was: the last point accepted, whose area may still be on its way.
        updateCart({ geolocation: { ...(lastPoint.current ?? cart.geolocation!) } });
        return;
      }
      setProblem(null);
      const located = locate(cart.address, marker).catch(() => {
        areaNotFound();
        return false;
      });
      // Placed by hand: name the street there (once the point is saved), so only the number is left to type.
      if (placing && !hasStreetNumber(cart.address)) {
        void located
          .then((kept) => (kept ? addressAt(marker) : null))
          .then((found) => {
            if (!found?.street || hasStreetNumber($cart.get().address)) return;
            sent.current = `${found.street} `;
            setQuery(sent.current);
            updateCart({ address: sent.current });
          })
          .catch(() => undefined); // The customer types the street instead.
      }
    },
    [placing, addressPoint, cart.address, cart.geolocation],
  );

  function typeAddress(value: string) {
    acted.current = true;
    typing.current = true;
    setSnappedBack(false);
    setQuery(value);
    // Placing by hand, what is typed is the address of the marker: nothing to choose from.
    if (placing) {
      sent.current = value;
      updateCart({ address: value });
    }
    // Otherwise the order must not go on to the address typed over, unseen.
    else if (cart.address !== '' || cart.geolocation !== null) forgetDeliveryLocation();
  }

  // Chosen by click, Tab or the keyboard in the field, focus ends in the street field.
  function chooseSuggestion(suggestion: AddressSuggestion) {
    void choose(suggestion);
    focusStreet();
  }
  const combobox = useSuggestionCombobox(suggestions, suggestionsFor === query, chooseSuggestion);

  const notDelivered = (chosen || placing) && cart.geolocation !== null && cart.delivery_area === null;
  // A marker placed by hand may have no street typed yet: its point names it for the notification.
  const notifyAddress = cart.address.trim() || (cart.geolocation ? `${cart.geolocation.lat.toFixed(5)}, ${cart.geolocation.lng.toFixed(5)}` : '');
  const problemText = problem ? t(`delivery.problems.${problem}`) : undefined;
  // Said once the search has answered what is typed now: typing on empties it, so quick keys say nothing.
  // None found, the field's own problem (announced) says so, with what to do.
  const answered = suggestionsFor !== null && suggestionsFor === query;
  const suggestionsCount = answered && suggestions.length > 0 ? t('delivery.suggestionsFound', { count: suggestions.length }) : '';
  return (
    <section className="checkout__section" aria-labelledby="checkout-delivery">
      <h3 id="checkout-delivery" className="checkout__heading">{t('delivery.title')}</h3>
      {loggedIn && savedAddresses.length > 0 && (
        <SavedAddressChoice addresses={savedAddresses} cart={cart} onChoose={(saved) => void chooseSaved(saved)} />
      )}
      <Field
        label={t('delivery.address')}
        required
        autoComplete="street-address"
        maxLength={DELIVERY_ADDRESS_LIMITS.address}
        value={query}
        hint={t(placing ? 'delivery.placeAddressHint' : 'delivery.addressHint')}
        // The order's error shows here however the address was found: after a refused order, a
        // chosen address outside every area is the highlighted field the summary points at.
        error={problemText ?? error}
        // The search's answer comes while the customer types here; the order's own error is read on focus.
        announceError={problemText !== undefined}
        onChange={(event) => typeAddress(event.target.value)}
        {...combobox.input}
        ref={streetRef}
      />
      {/* Without a number too: a geocoder that does not know the street's numbers would otherwise
          answer "add the number" to every number added. */}
      {(problem === 'not_found' || problem === 'search_failed' || problem === 'no_number') && (
        <Button variant="secondary" onClick={() => { void placeOnMap(startPoint(), problem === 'no_number'); focusStreet(); }}>
          {t('delivery.findOnMap')}
        </Button>
      )}
      {placing && (
        // The marker placed by hand is no longer where the order goes: an address is chosen again.
        <Button variant="secondary" onClick={() => { setPlacing(false); setQuery(''); forgetDeliveryLocation(); typing.current = true; focusStreet(); }}>
          {t('delivery.searchInstead')}
        </Button>
      )}
      <AddressSuggestions
        {...combobox.list}
        label={t('delivery.suggestions')}
        suggestions={suggestions}
        onChoose={chooseSuggestion}
        onClose={() => { combobox.close(); focusStreet(); }}
      />
      {/* Always in the page, its words put in: a live region added with its words is often not read. */}
      <p role="status" className="delivery__suggestions-count">{suggestionsCount}</p>
      {/* The map right under the address it shows: placing by hand, the two are used together. The
          refusal is said wherever the focus is (a marker moved with the keys stays focused). */}
      <NoticeRegion>
        {snappedBack && <Notice key={refusals} tone="warning" live={false}>{t('delivery.problems.too_far')}</Notice>}
      </NoticeRegion>
      {(chosen || placing) && cart.geolocation && (
        <Suspense fallback={<div className="delivery__map-loading" aria-busy="true" />}>
          <DeliveryMap point={cart.geolocation} tileUrl={tileUrl} label={t('delivery.map')} markerLabel={t('delivery.marker')} onMove={moveMarker} />
          <p className="delivery__map-hint">{t(placing ? 'delivery.placeHint' : 'delivery.mapHint')}</p>
        </Suspense>
      )}
      <Field label={t('delivery.line2')} autoComplete="address-line2" maxLength={DELIVERY_ADDRESS_LIMITS.address_line2} value={cart.address_line2}
        onChange={(event) => updateCart({ address_line2: event.target.value })} />
      <Field label={t('delivery.name')} hint={t('delivery.nameHint')} maxLength={DELIVERY_ADDRESS_LIMITS.name} value={cart.address_name}
        onChange={(event) => updateCart({ address_name: event.target.value })} />
      <Field
        label={t('delivery.instructions')}
        render={(control) => (
          <textarea {...control} rows={2} maxLength={DELIVERY_ADDRESS_LIMITS.instructions} value={cart.address_instructions}
            onChange={(event) => updateCart({ address_instructions: event.target.value })} />
        )}
      />
      {loggedIn && (
        <div className="checkout__checkbox">
          <input id="delivery-save" type="checkbox" checked={saveAddress} onChange={(event) => $saveAddress.set(event.target.checked)} />
          <label htmlFor="delivery-save">{t(cart.address_id === null ? 'delivery.saved.save' : 'delivery.saved.update')}</label>
        </div>
      )}
      {/* Comes as an address is chosen. Not atomic: what changes inside it later (the thanks for the
          e-mail to notify) is said alone, not with the whole notice again. */}
      <NoticeRegion aria-atomic={false}>
        {notDelivered && (
          <Notice tone="warning" live={false}>
            <p>{t('delivery.notDelivered')}</p>
            {/* Keyed by what it asks for: the thanks for one point is not shown for another. */}
            {cart.geolocation && (
              <NotifyWhenDelivered key={`${notifyAddress}@${cart.geolocation.lat},${cart.geolocation.lng}`} address={notifyAddress} point={cart.geolocation} />
            )}
            {pickupOffered && (
              <Button variant="secondary" onClick={() => { setDeliveryType('pickup'); onPickupInstead?.(); }}>
                {t('delivery.pickupInstead')}
              </Button>
            )}
          </Notice>
        )}
      </NoticeRegion>
    </section>
  );
}
