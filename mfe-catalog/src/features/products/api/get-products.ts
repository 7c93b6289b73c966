import { api } from 'shared-contracts/api/client';
import type { ProductsQuery } from 'shared-contracts/types/calls';
import type { Product } from 'shared-contracts/types/product';

/** GET public/products, always with sizes (spec §7): the card needs them for its price. */
export function getProducts(query: Omit<ProductsQuery, 'with'>, signal?: AbortSignal): Promise<Product[]> {
  const searchParams: Record<string, string | number | boolean> = { with: 'sizes' };
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) searchParams[name] = value as string | number | boolean;
  }
  return api().get('public/products', { searchParams, signal }).json<Product[]>();
}
