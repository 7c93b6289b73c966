import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { READ_EVERY_MS } from 'shared-contracts/api/live-changes';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { useGroupOrder } from './use-group-order';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const panel = (total: number) => ({ link: LINK, status: 'open', total }) as unknown as GroupOrder;

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

test('an answer to an older read, arriving after a newer one, does not put back the older totals', async () => {
  const pending: ((answer: Response) => void)[] = [];
  const network = jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => pending.push(resolve)));
  const answer = (index: number, total: number) =>
    act(async () => pending[index]!(new Response(JSON.stringify(panel(total)), { headers: { 'content-type': 'application/json' } })));
  try {
    const { result } = renderHook(() => useGroupOrder(LINK, 'o'.repeat(43)));
    // The first read (opening) and one after a change are both waiting.
    await waitFor(() => expect(pending).toHaveLength(1));
    act(() => void result.current.reload());
    await waitFor(() => expect(pending).toHaveLength(2));

    await answer(1, 84);
    await waitFor(() => expect(result.current.state).toMatchObject({ kind: 'ready', order: { total: 84 } }));
    await answer(0, 74);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.state).toMatchObject({ kind: 'ready', order: { total: 84 } });
  } finally {
    network.mockRestore();
  }
});

test('a stream the API refuses (429) still gets the panel read on an interval, and is opened again', async () => {
  let total = 10;
  let reads = 0;
  const network = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    reads += 1;
    return new Response(JSON.stringify(panel(total)), { headers: { 'content-type': 'application/json' } });
  });
  const original = globalThis.EventSource;
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.useFakeTimers();
  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  try {
    const { result, unmount } = renderHook(() => useGroupOrder(LINK, 'o'.repeat(43)));
    await wait(0);
    act(() => FakeEventSource.opened[0]!.emit('open'));
    await wait(0);
    expect(result.current).toMatchObject({ live: true, state: { order: { total: 10 } } });

    // Too many streams from this address: EventSource gives up for good, saying only "error".
    FakeEventSource.opened[0]!.readyState = FakeEventSource.CLOSED;
    act(() => FakeEventSource.opened[0]!.emit('error'));
    expect(result.current.live).toBe(false);
    // Someone joined meanwhile: the panel still shows it, without the stream.
    total = 20;
    await wait(READ_EVERY_MS);
    expect(result.current.state).toMatchObject({ order: { total: 20 } });
    expect(FakeEventSource.opened).toHaveLength(2);

    // Open again: live once more, what was missed is read, and the interval stops.
    total = 30;
    act(() => FakeEventSource.opened[1]!.emit('open'));
    await wait(0);
    expect(result.current).toMatchObject({ live: true, state: { order: { total: 30 } } });
    const read = reads;
    await wait(READ_EVERY_MS * 3);
    expect(reads).toBe(read);

    unmount();
    expect(FakeEventSource.opened[1]!.closed).toBe(true);
  } finally {
    jest.useRealTimers();
    globalThis.EventSource = original;
    network.mockRestore();
  }
});
