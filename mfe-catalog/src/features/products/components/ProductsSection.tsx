import { useId } from 'react';
import type { Product } from 'shared-contracts/types/product';
import { ProductList } from './ProductList';

export interface ProductsSectionProps {
  title: string;
  products: Product[];
  firstOnPage?: boolean;
}

/** A titled list of products: an h2 section whose cards carry h3 names. */
export function ProductsSection({ title, products, firstOnPage = false }: ProductsSectionProps) {
  const headingId = useId();
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ProductList products={products} firstOnPage={firstOnPage} />
    </section>
  );
}
