import { renderHook } from '@testing-library/react';
import { forgetKeptForm } from 'shared-contracts/forms/use-kept-state';
import { useIdempotencyKey } from './use-idempotency-key';

// The rule itself (same content, same key; storage refused) is tested in shared-contracts' kept-idempotency-key.
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

const request = { name: 'Ana', persons: 2 };

test('a booking sent before a deploy keeps its key after it: read where and as the forms have always kept it', () => {
  sessionStorage.setItem('kept-form:reservation:idempotency', JSON.stringify({ sent: JSON.stringify(request), key: 'c1d2e3f4-0000-4000-8000-000000000001' }));
  const keyFor = renderHook(() => useIdempotencyKey('reservation')).result.current;
  expect(keyFor(request)).toBe('c1d2e3f4-0000-4000-8000-000000000001');
});

test('kept with the form\'s fields: a reload keeps it, a form sent ends it', () => {
  const first = renderHook(() => useIdempotencyKey('event-workshop')).result.current(request);
  const reloaded = renderHook(() => useIdempotencyKey('event-workshop')).result.current;
  expect(reloaded(request)).toBe(first);
  forgetKeptForm('event-workshop');
  expect(renderHook(() => useIdempotencyKey('event-workshop')).result.current(request)).not.toBe(first);
});

test('storage refused: the form drawn anew after a booking ("Book more places") books anew', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  const form = renderHook(() => useIdempotencyKey('event-workshop'));
  const first = form.result.current(request);
  expect(form.result.current(request)).toBe(first);
  form.unmount();
  expect(renderHook(() => useIdempotencyKey('event-workshop')).result.current(request)).not.toBe(first);
});

test('tells what was sent and not yet answered, after a reload too, until a refusal forgets it', () => {
  renderHook(() => useIdempotencyKey('reservation')).result.current(request);
  const reloaded = renderHook(() => useIdempotencyKey('reservation')).result.current;
  expect(reloaded.pending()).toEqual(request);
  reloaded.forget();
  expect(reloaded.pending()).toBeNull();
  sessionStorage.setItem('kept-form:reservation:idempotency', JSON.stringify({ sent: '{not json', key: 'k' }));
  expect(reloaded.pending()).toBeNull();
});
