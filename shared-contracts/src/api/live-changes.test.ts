import { configureApi } from 'shared-contracts/api/client';
import { READ_EVERY_MS, REOPEN_AFTER_MS, REOPEN_AT_MOST_MS, watchLiveChanges } from './live-changes';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';


const original = globalThis.EventSource;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.restoreAllMocks();
  globalThis.EventSource = original;
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);
/** What a browser's EventSource does when the API answers 429: it gives up, saying only "error". */
function refuse(source: FakeEventSource | undefined) {
  source!.readyState = FakeEventSource.CLOSED;
  source!.emit('error');
}

test('a stream whose ticket expired is opened again with a new one, and the screen reads what it missed', async () => {
  let tickets = 0;
  const onChange = jest.fn();
  const stop = watchLiveChanges(async () => `staff/events?ticket=t${++tickets}`, onChange);
  await settle();
  const [first] = FakeEventSource.opened;
  expect(first?.url).toBe('http://api.test/staff/events?ticket=t1');
  first!.emit('open');
  first!.emit('changed');
  expect(onChange).toHaveBeenCalledTimes(1);

  // The browser's reconnect repeated the old ticket and was refused: EventSource gave up.
  first!.readyState = FakeEventSource.CLOSED;
  first!.emit('error');
  await jest.advanceTimersByTimeAsync(REOPEN_AFTER_MS);
  const second = FakeEventSource.opened[1];
  expect(second?.url).toBe('http://api.test/staff/events?ticket=t2');
  second!.emit('open');
  expect(onChange).toHaveBeenCalledTimes(2);

  stop();
  expect(second!.closed).toBe(true);
});

test('a reconnect the browser is still trying is left to it, and a stopped watch opens nothing more', async () => {
  const stop = watchLiveChanges(async () => 'staff/events?ticket=t', () => undefined);
  await settle();
  const [first] = FakeEventSource.opened;
  first!.emit('error');
  await jest.advanceTimersByTimeAsync(REOPEN_AFTER_MS);
  expect(FakeEventSource.opened).toHaveLength(1);

  first!.readyState = FakeEventSource.CLOSED;
  first!.emit('error');
  stop();
  await jest.advanceTimersByTimeAsync(REOPEN_AFTER_MS * 2);
  expect(FakeEventSource.opened).toHaveLength(1);
});

test('a ticket that could not be had is asked for again later', async () => {
  const path = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('staff/events?ticket=t');
  const stop = watchLiveChanges(path, () => undefined);
  await settle();
  expect(FakeEventSource.opened).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(REOPEN_AFTER_MS);
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['http://api.test/staff/events?ticket=t']);
  stop();
});

test('a stream refused with 429 keeps the screen read on an interval, and is opened again later', async () => {
  const onChange = jest.fn();
  const stop = watchLiveChanges('public/tables/abc/events', onChange);
  await settle();
  FakeEventSource.opened[0]!.emit('open');
  // Cut, and the browser's reconnect refused: too many streams from this address.
  refuse(FakeEventSource.opened[0]);
  await jest.advanceTimersByTimeAsync(READ_EVERY_MS);
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['http://api.test/public/tables/abc/events', 'http://api.test/public/tables/abc/events']);

  // Refused again: the screen goes on reading while the next try waits twice as long.
  refuse(FakeEventSource.opened[1]);
  await jest.advanceTimersByTimeAsync(READ_EVERY_MS);
  expect(onChange).toHaveBeenCalledTimes(2);
  expect(FakeEventSource.opened).toHaveLength(3);

  // Open at last: what changed meanwhile is read, and the stream alone tells of changes again.
  FakeEventSource.opened[2]!.emit('open');
  expect(onChange).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(READ_EVERY_MS * 4);
  expect(onChange).toHaveBeenCalledTimes(3);
  stop();
});

test('a stream refused from the start is tried again less and less often, at most a minute apart, and reads what it missed once open', async () => {
  // The longest of the waits, which are drawn from their later half.
  jest.spyOn(Math, 'random').mockReturnValue(0);
  const onChange = jest.fn();
  const stop = watchLiveChanges('public/tables/abc/events', onChange);
  await settle();
  for (const [tries, wait] of [5_000, 10_000, 20_000, 40_000, 60_000, 60_000].entries()) {
    refuse(FakeEventSource.opened.at(-1));
    await jest.advanceTimersByTimeAsync(wait - 1);
    expect(FakeEventSource.opened).toHaveLength(tries + 1);
    await jest.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.opened).toHaveLength(tries + 2);
  }
  const reads = onChange.mock.calls.length;
  expect(reads).toBeGreaterThan(0);
  FakeEventSource.opened.at(-1)!.emit('open');
  expect(onChange).toHaveBeenCalledTimes(reads + 1);

  stop();
  await jest.advanceTimersByTimeAsync(REOPEN_AT_MOST_MS * 2);
  expect(onChange).toHaveBeenCalledTimes(reads + 1);
  expect(FakeEventSource.opened).toHaveLength(7);
});
