import type { Product } from 'shared-contracts/types/product';
import { ProductCard } from './ProductCard';
import './ProductList.css';

/** How many cards at the top of a page load their pictures without waiting to be scrolled to. */
const EAGER_PICTURES = 4;

export interface ProductListProps {
  products: Product[];
  headingLevel?: 2 | 3;
  /** False for lists further down the page, whose pictures can all wait. */
  firstOnPage?: boolean;
}

export function ProductList({ products, headingLevel = 3, firstOnPage = false }: ProductListProps) {
  return (
    <ul className="product-list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            eagerPicture={firstOnPage && index < EAGER_PICTURES}
          />
        </li>
      ))}
    </ul>
  );
}
