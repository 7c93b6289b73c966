import { keptIdempotencyKey } from 'shared-contracts/forms/kept-idempotency-key';

const refuseStorage = () =>
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

test('the same content sent again keeps its key; other content gets a new one', () => {
  const kept = keptIdempotencyKey('test:submit', 'body');
  const first = kept.keyFor('{"products":[1]}');
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(kept.keyFor('{"products":[1]}')).toBe(first);
  expect(kept.keyFor('{"products":[2]}')).not.toBe(first);
});

test('the key survives a page reload: a keeper made anew reads the tab\'s record, in the shape named', () => {
  const first = keptIdempotencyKey('test:submit', 'request').keyFor('a');
  expect(JSON.parse(sessionStorage.getItem('test:submit')!)).toEqual({ request: 'a', key: first });
  expect(keptIdempotencyKey('test:submit', 'request').keyFor('a')).toBe(first);
});

test('once answered, the same content is a new send with a new key', () => {
  const kept = keptIdempotencyKey('test:submit', 'body');
  const first = kept.keyFor('a');
  kept.forget();
  expect(sessionStorage.length).toBe(0);
  expect(kept.keyFor('a')).not.toBe(first);
});

test('the content sent and not yet answered is read back, after a reload too, until forgotten', () => {
  expect(keptIdempotencyKey('test:submit', 'sent').pending()).toBeNull();
  keptIdempotencyKey('test:submit', 'sent').keyFor('a');
  const reloaded = keptIdempotencyKey('test:submit', 'sent');
  expect(reloaded.pending()).toBe('a');
  reloaded.forget();
  expect(reloaded.pending()).toBeNull();
});

test('a record cleared from storage by someone else (a form forgotten) is not brought back from memory', () => {
  const kept = keptIdempotencyKey('test:submit', 'sent');
  const first = kept.keyFor('a');
  sessionStorage.removeItem('test:submit');
  expect(kept.keyFor('a')).not.toBe(first);
});

test('refused storage keeps the key in memory for the page', () => {
  refuseStorage();
  const kept = keptIdempotencyKey('test:submit', 'body');
  const first = kept.keyFor('a');
  expect(kept.keyFor('a')).toBe(first);
  kept.forget();
  expect(kept.keyFor('a')).not.toBe(first);
});

test('a key storage refused to keep is not hidden by the older record storage still holds', () => {
  const kept = keptIdempotencyKey('test:submit', 'body');
  kept.keyFor('a');
  refuseStorage();
  const second = kept.keyFor('b');
  expect(kept.keyFor('b')).toBe(second);
});

test('a record without a usable key is not answered with: junk, an empty key, another shape', () => {
  const kept = keptIdempotencyKey('test:submit', 'sent');
  for (const junk of ['{not json', 'null', '5', '{"sent":"a","key":""}', '{"sent":"a","key":7}', '{"body":"a","key":"k"}']) {
    sessionStorage.setItem('test:submit', junk);
    expect(kept.keyFor('a')).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test('each keeper has its own record', () => {
  const start = keptIdempotencyKey('test:start', 'request');
  const join = keptIdempotencyKey('test:join', 'request');
  const started = start.keyFor('a');
  expect(join.keyFor('a')).not.toBe(started);
  join.forget();
  expect(start.keyFor('a')).toBe(started);
});
