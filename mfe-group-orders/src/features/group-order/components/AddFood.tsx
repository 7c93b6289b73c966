import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from 'shared-contracts/api/client';
import { useFocusProblem } from 'shared-contracts/forms/use-focus-problem';
import { initialChoices } from 'shared-contracts/choices/product-choice-changes';
import { configuredCartProduct, validateProductChoices, type ChoiceViolation, type ProductChoices } from 'shared-contracts/choices/validate-product-choices';
import type { PlaceOrderLine } from 'shared-contracts/types/order';
import type { Product } from 'shared-contracts/types/product';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { NumberInput } from 'shared-contracts/ui/NumberInput';
import { Price } from 'shared-contracts/ui/Price';
import type { DeliveryType } from 'shared-contracts/types/cart';
import { useTexts } from '../../../i18n/use-texts';
import { PRODUCT_QUANTITY, productQuantityOf } from '../product-quantity';
import { ChoiceViolationText } from './ChoiceViolationText';
import { LinePrice } from './LinePrice';
import { orderLine } from 'shared-contracts/api/group-order-products';
import { OptionGroupChoice } from './OptionGroupChoice';

/** The option group a broken rule belongs to, so it is shown under that group. */
function groupOf(product: Product, violation: ChoiceViolation): number | null {
  if ('group_id' in violation) return violation.group_id;
  if ('option_id' in violation) return product.option_groups.find((group) => group.options.some((option) => option.id === violation.option_id))?.id ?? null;
  return null;
}

/**
 * A participant adds food to their own part of the group order: any product the store has in
 * stock, with its size and options chosen by the product page's rules (shared-contracts choices),
 * and a quantity; the server prices and checks the line again (spec §6).
 */
export function AddFood({ storeId, deliveryType, busy, onAdd }: { storeId: number; deliveryType: DeliveryType; busy: boolean; onAdd: (line: PlaceOrderLine) => Promise<boolean> }) {
  const { t } = useTexts();
  const [products, setProducts] = useState<Product[] | null>(null);
  const [chosen, setChosen] = useState<Product | null>(null);
  const [picked, setChoices] = useState<ProductChoices>({ quantity: 1, selected_size: null, options: [] });
  const [quantityText, setQuantityText] = useState('1');
  const [tried, setTried] = useState(false);
  // What was added last, said politely: the form starts again, so nothing else on it tells.
  const [added, setAdded] = useState('');
  const productRef = useRef<HTMLSelectElement>(null);
  const { formRef, focusProblem } = useFocusProblem();
  const quantity = productQuantityOf(quantityText);
  // The other rules are checked while the quantity is still being typed.
  const choices = { ...picked, quantity: quantity ?? PRODUCT_QUANTITY.min };
  // Said as soon as it is out of bounds, since the price would otherwise be of another quantity.
  const quantityError = quantity === null && (tried || quantityText.trim() !== '') ? t('add.quantity_bounds', PRODUCT_QUANTITY) : undefined;

  useEffect(() => {
    let live = true;
    api()
      .get('public/products', { searchParams: { store_id: storeId, with: 'sizes' } })
      .json<Product[]>()
      .then((list) => live && setProducts(list.filter((product) => !product.out_of_stock)), () => live && setProducts([]));
    return () => {
      live = false;
    };
  }, [storeId]);

  function choose(productId: string) {
    const product = products?.find((candidate) => String(candidate.id) === productId) ?? null;
    setChosen(product);
    setChoices(product ? initialChoices(product) : { quantity: 1, selected_size: null, options: [] });
    setQuantityText('1');
    setTried(false);
    if (product) setAdded('');
  }

  // Add pressed with no product: said on the product's field, which takes the focus.
  const productError = tried && !chosen ? t('add.product_required') : undefined;
  const violations = chosen ? validateProductChoices(chosen, choices) : [];
  const shown = tried ? violations : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || violations.length > 0 || quantity === null) {
      setTried(true);
      return focusProblem();
    }
    const line = orderLine({ id: chosen.id, ...choices });
    if (!(await onAdd(line))) return;
    const size = chosen.sizes.length > 1 ? chosen.sizes.find((candidate) => candidate.id === line.selected_size) : undefined;
    choose('');
    setAdded(t('add.added', { name: size ? `${chosen.name} (${size.name})` : chosen.name, quantity: line.quantity }));
    // The Add button waits for the next product, so the keyboard goes back to choosing it.
    productRef.current?.focus();
  }

  if (products === null) return null;
  return (
    <section className="go-section" aria-labelledby="go-add-title">
      <h2 id="go-add-title">{t('add.title')}</h2>
      {products.length === 0 ? (
        <p className="go-muted">{t('add.none')}</p>
      ) : (
        <form ref={formRef} className="go-form" noValidate onSubmit={(event) => void submit(event)}>
          <Field
            label={t('add.product')}
            required
            error={productError}
            render={(control) => (
              <select {...control} ref={productRef} className={`${control.className} go-select`} value={chosen ? String(chosen.id) : ''} onChange={(event) => choose(event.target.value)}>
                <option value="">{t('add.choose')}</option>
                {products.map((product) => (
                  <option key={product.id} value={product.id}>
                    {product.name}
                  </option>
                ))}
              </select>
            )}
          />
          {chosen && chosen.sizes.length > 1 && (
            <fieldset>
              <legend>{t('add.size')}</legend>
              {chosen.sizes.map((size) => (
                <label key={size.id} className="go-choice">
                  <input type="radio" name="go-size" checked={choices.selected_size === size.id} onChange={() => setChoices({ ...choices, selected_size: size.id })} />
                  {size.name} <Price value={size.price} />
                </label>
              ))}
            </fieldset>
          )}
          {chosen?.option_groups.map((group) => (
            <OptionGroupChoice key={group.id} group={group} choices={choices} onChange={setChoices} violations={shown.filter((violation) => groupOf(chosen, violation) === group.id)} />
          ))}
          {/* Spec §5's number input, not type=number: Chromium's reads "1,5" as 15. A dot stays, and a whole number is asked for. */}
          <NumberInput
            label={t('add.quantity')}
            inputMode="numeric"
            value={quantityText}
            error={quantityError}
            // Out of bounds as typed, the focus stays here; left empty, the refused Add brings it here.
            announceError={quantityText.trim() !== ''}
            refusedText={t('add.quantity_refused')}
            onValueChange={setQuantityText}
          />
          {chosen && quantity !== null && <LinePrice line={configuredCartProduct(chosen, choices)} deliveryType={deliveryType} />}
          {shown.some((violation) => groupOf(chosen!, violation) === null) && (
            // Rules of no option group (the size): focused when nothing above is marked invalid.
            <ul className="go-errors" tabIndex={-1} data-form-refusal="">
              {shown.filter((violation) => groupOf(chosen!, violation) === null).map((violation) => (
                <li key={violation.rule}>
                  <ChoiceViolationText violation={violation} />
                </li>
              ))}
            </ul>
          )}
          {/* The status is there before anything is added, so what it then says is announced. */}
          <div className="go-row">
            <Button type="submit" busy={busy}>
              {t('add.submit')}
            </Button>
            <p role="status" className="go-muted">
              {added}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
