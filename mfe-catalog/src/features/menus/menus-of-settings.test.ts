import { menusOfSettings } from './menus-of-settings';

const menus = [
  { id: 2, name: 'Drinks', url: 'drinks' },
  { id: 1, name: 'Food', url: 'food' },
];

describe('menusOfSettings', () => {
  it('groups the categories in menu order, keeping their own order within a menu', () => {
    const categories = [
      { id: 10, menu_id: 1, name: 'Pizza', url: 'pizza' },
      { id: 20, menu_id: 2, name: 'Beer', url: 'beer' },
      { id: 11, menu_id: 1, name: 'Salads', url: 'salads' },
      { id: 21, menu_id: 2, name: 'Wine', url: 'wine' },
    ];
    expect(menusOfSettings({ menus, categories }).categories.map((category) => category.name)).toEqual(['Beer', 'Wine', 'Pizza', 'Salads']);
  });

  it('leaves out categories of menus the settings do not list', () => {
    const categories = [{ id: 30, menu_id: 3, name: 'Hidden', url: 'hidden' }];
    expect(menusOfSettings({ menus, categories })).toEqual({ menus, categories: [] });
  });
});
