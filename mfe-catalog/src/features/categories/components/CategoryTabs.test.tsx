import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { CATEGORIES, MENUS } from '../../../test-support/catalog-fixtures';
import { CategoryTabs } from './CategoryTabs';

beforeAll(() => startI18n('en'));

afterEach(() => jest.restoreAllMocks());

it('scrolls its strip, not the page, so the current category is in the middle of it', async () => {
  // A phone-wide strip (0 to 390 px) whose Salads tab lies past its right edge (420 to 520 px).
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.tagName === 'UL') return { left: 0, width: 390, right: 390 } as DOMRect;
    return (this.textContent === 'Salads' ? { left: 420, width: 100, right: 520 } : { left: 0, width: 60, right: 60 }) as DOMRect;
  });
  const pageScroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const scrollIntoView = jest.fn();
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
  render(
    <MemoryRouter>
      <CategoryTabs menu={MENUS[0]!} categories={CATEGORIES[1]!} currentCategoryId={11} />
    </MemoryRouter>,
  );
  await screen.findByRole('navigation', { name: 'Categories' });
  // The tab's centre (470) comes to the strip's centre (195).
  expect(screen.getByRole('list').scrollLeft).toBe(275);
  expect(pageScroll).not.toHaveBeenCalled();
  expect(scrollIntoView).not.toHaveBeenCalled();
});
