import './PageSkeleton.css';

/**
 * Grey blocks of the same size as the real heading and product cards, shown until texts and data
 * are in, so nothing jumps when they arrive.
 */
export function PageSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div className="catalog-skeleton" aria-busy="true">
      <div className="catalog-skeleton__title" />
      <ul className="catalog-skeleton__grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="catalog-skeleton__card">
            <div className="catalog-skeleton__picture" />
            <div className="catalog-skeleton__line" />
            <div className="catalog-skeleton__line catalog-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
