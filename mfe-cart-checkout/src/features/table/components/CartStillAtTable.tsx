import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { leaveTable } from '../leave-table';
import { useAtTable } from '../use-at-table';

/**
 * Beside a table code that no longer works: a cart still seated at a table from earlier in the visit
 * would send its order there, so the table is named, with the way to leave it. Once left, the button
 * gone, the focus goes to the sentence saying so.
 */
export function CartStillAtTable() {
  const { t } = useCartTexts();
  const cart = useStore($cart);
  const atTable = useAtTable(cart);
  const [left, setLeft] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), [left]);

  if (left !== null) {
    return (
      <p ref={said} tabIndex={-1} role="status">
        {t('table.cartLeftTable', { number: left })}
      </p>
    );
  }
  if (!atTable || !cart.table_number) return null;
  const number = cart.table_number;
  return (
    <Notice tone="warning">
      {t('table.cartStillAt', { number })}{' '}
      <Button
        type="button"
        variant="link"
        onClick={() => {
          leaveTable();
          setLeft(number);
        }}
      >
        {t('table.leaveCartTable', { number })}
      </Button>
    </Notice>
  );
}
