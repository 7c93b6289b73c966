import { useEffect, useRef, useState } from 'react';
import { editedSavedAddress } from 'shared-contracts/checkout/saved-address-in-cart';
import { forgetKeptForm, useKeptState } from 'shared-contracts/forms/use-kept-state';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { $user, forgetDeliveryAddress, saveDeliveryAddress } from 'shared-contracts/stores/user';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { Button } from 'shared-contracts/ui/Button';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import { deleteAddress } from '../api/delivery-address-calls';
import { AddressForm } from './AddressForm';
import { keptAddressForm, keptAddressValues } from './kept-address-form';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: DeliveryAddress };

/** Saved delivery addresses: add, edit, delete; the user cookie follows (spec §3 replace-by-id). */
export function DeliveryAddresses({ initial }: { initial: DeliveryAddress[] }) {
  const { t } = useAccountTexts();
  const [addresses, setAddresses] = useState(initial);
  // The account's list as it is now: the user cookie held it as it was at sign-in, and the checkout
  // offers what the cookie holds (an address added on another device was missing there).
  useEffect(() => {
    const user = $user.get();
    if (user.token) $user.set({ ...user, delivery_addresses: initial });
  }, [initial]);
  // The open form ('' none, 'new', or the id edited), kept for the tab until saved or cancelled
  // (use-kept-state): a session ending mid-form brings the customer back here after signing in, to
  // the form as it was. Per account: another person signing in on this tab is not shown it.
  const [keptAs] = useState(keptAddressForm);
  const [open, setOpen] = useKeptState<string>(`${keptAs}:open`, '');
  const editedNow = addresses.find((address) => String(address.id) === open);
  // An address deleted meanwhile: what was typed for it opens as a new one.
  const editing: Editing = open === '' ? { kind: 'none' } : editedNow ? { kind: 'edit', address: editedNow } : { kind: 'new' };
  const heading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The form and its buttons go away when it closes: focus goes back to the button that opened it,
  // not to the page (a keyboard or screen reader user would start again from the top).
  const [closed, setClosed] = useState<{ editedId: number | null } | null>(null);
  useEffect(() => {
    if (!closed) return;
    const editButton = closed.editedId === null ? null : listRef.current?.querySelector<HTMLButtonElement>(`[data-address-id="${closed.editedId}"]`);
    (editButton ?? addButton.current)?.focus();
  }, [closed]);

  /** One form at a time: what was typed into another one is not offered again. */
  function openForm(which: string) {
    forgetKeptForm(keptAs);
    setOpen(which);
  }

  function close() {
    setClosed({ editedId: editing.kind === 'edit' ? editing.address.id : null });
    forgetKeptForm(keptAs);
    setOpen('');
  }

  /** The cart keeps a copy of the saved address chosen at checkout: it follows the edit. */
  function saved(address: DeliveryAddress) {
    setAddresses((list) => (list.some((a) => a.id === address.id) ? list.map((a) => (a.id === address.id ? address : a)) : [...list, address]));
    saveDeliveryAddress(address);
    const cart = $cart.get();
    if (cart.address_id === address.id) updateCart(editedSavedAddress(cart, address));
    close();
  }

  /**
   * Deleted here or already elsewhere: off the list and out of the user cookie, and no longer the
   * cart's (its typed copy stays: nothing the customer typed at checkout is lost).
   */
  function forget(id: number) {
    setAddresses((list) => list.filter((a) => a.id !== id));
    forgetDeliveryAddress(id);
    if ($cart.get().address_id === id) updateCart({ address_id: null });
  }

  /** A failure is reported by the error catalogue and rejects: the row shows its delete button again. */
  async function remove(address: DeliveryAddress) {
    await deleteAddress(address.id);
    forget(address.id);
    // The row and its buttons are gone: focus goes back to the start of the list.
    heading.current?.focus();
  }

  return (
    <section aria-labelledby="addresses-title">
      <h2 id="addresses-title" ref={heading} tabIndex={-1}>{t('addresses.title')}</h2>
      {addresses.length === 0 ? (
        <p className="account-muted">{t('addresses.empty')}</p>
      ) : (
        <ul ref={listRef} className="account-list">
          {addresses.map((address) => {
            const label = address.name || address.address;
            return (
              <li key={address.id} className="account-list__item">
                <span>
                  {address.name && <strong>{address.name}: </strong>}
                  {address.address}
                  {address.address_line2 && `, ${address.address_line2}`}
                </span>
                <span className="account-form__actions">
                  <Button variant="secondary" data-address-id={address.id} aria-label={t('addresses.edit', { label })} onClick={() => openForm(String(address.id))}>
                    {t('addresses.edit_short')}
                  </Button>
                  <ConfirmStep
                    texts={{ action: t('addresses.delete_short'), actionLabel: t('addresses.delete', { label }), question: t('addresses.confirm'), questionLabel: t('addresses.confirm_label', { label }), yes: t('confirm_delete.yes'), keep: t('confirm_delete.keep') }}
                    onConfirm={() => remove(address)}
                  />
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {editing.kind === 'none' ? (
        <p>
          <Button ref={addButton} variant="secondary" onClick={() => openForm('new')}>
            {t('addresses.add')}
          </Button>
        </p>
      ) : (
        <AddressForm
          key={open}
          keptAs={keptAddressValues(keptAs, open)}
          address={editing.kind === 'edit' ? editing.address : null}
          onSaved={saved}
          onCancel={close}
          onGone={forget}
        />
      )}
    </section>
  );
}
