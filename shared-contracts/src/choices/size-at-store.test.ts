import { sizeAtStore } from './size-at-store';

const riverside = [{ id: 121, name: '30 cm' }, { id: 122, name: '40 cm' }];

test('the same id is the same size; another store\'s size is found by its name', () => {
  expect(sizeAtStore(riverside, { id: 122, name: 'Large' })).toEqual({ id: 122, name: '40 cm' });
  expect(sizeAtStore(riverside, { id: 111, name: '30 cm' })).toEqual({ id: 121, name: '30 cm' });
});

test('a size the store does not offer is not found', () => {
  expect(sizeAtStore(riverside, { id: 113, name: '50 cm' })).toBeUndefined();
  expect(sizeAtStore(riverside, { id: 113, name: null })).toBeUndefined();
});
