import { useEffect, useState, type FormEvent } from 'react';
import { api } from 'shared-contracts/api/client';
import type { Product } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';
import type { PlaceOrderLine } from 'shared-contracts/types/order';

/** Products a participant can add in one step: in stock, with no options that must be chosen. */
function addable(products: Product[]): Product[] {
  return products.filter((product) => !product.out_of_stock && product.option_groups.every((group) => group.min_options === 0));
}

/**
 * A participant adds food to their own part of the group order: the store's products, a size when
 * there are several, and a quantity; the server prices and checks the line (spec §6).
 */
export function AddFood({ storeId, busy, onAdd }: { storeId: number; busy: boolean; onAdd: (line: PlaceOrderLine) => Promise<boolean> }) {
  const { t } = useTexts();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [productId, setProductId] = useState('');
  const [sizeId, setSizeId] = useState('');
  const [quantity, setQuantity] = useState('1');

  useEffect(() => {
    let live = true;
    api()
      .get('public/products', { searchParams: { store_id: storeId, with: 'sizes' } })
      .json<Product[]>()
      .then((list) => live && setProducts(addable(list)), () => live && setProducts([]));
    return () => {
      live = false;
    };
  }, [storeId]);

  const chosen = products?.find((product) => String(product.id) === productId);
  const sizes = chosen && chosen.sizes.length > 1 ? chosen.sizes : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    const added = await onAdd({
      id: chosen.id,
      quantity: Math.min(99, Math.max(1, Number.parseInt(quantity, 10) || 1)),
      selected_size: sizes.length > 0 ? Number(sizeId || sizes[0]!.id) : null,
      options: [],
    });
    if (added) setQuantity('1');
  }

  if (products === null) return null;
  return (
    <section className="go-section" aria-labelledby="go-add-title">
      <h2 id="go-add-title">{t('add.title')}</h2>
      {products.length === 0 ? (
        <p className="go-muted">{t('add.none')}</p>
      ) : (
        <form className="go-form" onSubmit={(event) => void submit(event)}>
          <Field
            label={t('add.product')}
            required
            render={(control) => (
              <select {...control} className={`${control.className} go-select`} value={productId} onChange={(event) => { setProductId(event.target.value); setSizeId(''); }}>
                <option value="">{t('add.choose')}</option>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
            )}
          />
          {sizes.length > 0 && (
            <Field
              label={t('add.size')}
              render={(control) => (
                <select {...control} className={`${control.className} go-select`} value={sizeId || String(sizes[0]!.id)} onChange={(event) => setSizeId(event.target.value)}>
                  {sizes.map((size) => (
                    <option key={size.id} value={size.id}>
                      {size.name}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
          <Field label={t('add.quantity')} type="number" min={1} max={99} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          {chosen && <Price value={(sizes.find((size) => String(size.id) === sizeId) ?? sizes[0])?.price ?? chosen.price} />}
          <Button type="submit" busy={busy} aria-disabled={!chosen || undefined}>
            {t('add.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
