import { askEarly, takeEarlyAnswer } from './early-answers';

afterEach(() => jest.useRealTimers());

it('hands an answer asked for early to the first taker only', async () => {
  const load = jest.fn(async () => ['margherita']);
  askEarly('products en', load);
  expect(load).toHaveBeenCalledTimes(1);
  await expect(takeEarlyAnswer('products en')).resolves.toEqual(['margherita']);
  expect(takeEarlyAnswer('products en')).toBeUndefined();
});

it('has nothing under another key', () => {
  askEarly('products en', async () => []);
  expect(takeEarlyAnswer('products es')).toBeUndefined();
});

it('forgets an answer nobody took within ten seconds', () => {
  jest.useFakeTimers({ now: 0 });
  askEarly('product 19', async () => ({ id: 19 }));
  jest.setSystemTime(10_001);
  expect(takeEarlyAnswer('product 19')).toBeUndefined();
});

it('hands a failure to the taker, and reports none while nobody has taken it', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  askEarly('product 5', () => Promise.reject(new Error('Product 5 is not sold in store 1.')));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).not.toHaveBeenCalled();
  process.off('unhandledRejection', unhandled);
  await expect(takeEarlyAnswer('product 5')).rejects.toThrow('Product 5 is not sold in store 1.');
});
