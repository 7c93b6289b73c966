import { entryKeyFor, forgetEntryKey } from './entry-key';

// The rule itself (same content, same key; storage refused) is tested in shared-contracts' kept-idempotency-key.
beforeEach(() => {
  sessionStorage.clear();
  forgetEntryKey('start');
  forgetEntryKey('join');
});

test('a start or join sent before a deploy keeps its key after it: read where and as they have always been kept', () => {
  sessionStorage.setItem('group_orders:start-submit', JSON.stringify({ request: 'start', key: 'a1b2c3d4-0000-4000-8000-000000000001' }));
  sessionStorage.setItem('group_orders:join-submit', JSON.stringify({ request: 'join', key: 'a1b2c3d4-0000-4000-8000-000000000002' }));
  expect(entryKeyFor('start', 'start')).toBe('a1b2c3d4-0000-4000-8000-000000000001');
  expect(entryKeyFor('join', 'join')).toBe('a1b2c3d4-0000-4000-8000-000000000002');
});

test('a start and a join are kept apart: answering one leaves the other\'s key', () => {
  const started = entryKeyFor('start', 'same');
  const joined = entryKeyFor('join', 'same');
  expect(joined).not.toBe(started);
  forgetEntryKey('join');
  expect(entryKeyFor('start', 'same')).toBe(started);
  expect(entryKeyFor('join', 'same')).not.toBe(joined);
});
