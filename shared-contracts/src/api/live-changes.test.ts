import { configureApi } from 'shared-contracts/api/client';
import { REOPEN_AFTER_MS, watchLiveChanges } from './live-changes';
import { FakeEventSource } from 'shared-contracts/test-support/fake-event-source';


const original = globalThis.EventSource;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  FakeEventSource.opened = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  jest.useFakeTimers();
});
afterEach(() => {
  globalThis.EventSource = original;
  jest.useRealTimers();
});

const settle = () => jest.advanceTimersByTimeAsync(0);

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
