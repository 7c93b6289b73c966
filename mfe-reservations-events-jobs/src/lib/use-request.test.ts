import { act, renderHook, waitFor } from '@testing-library/react';
import { useRequest } from './use-request';

/** A load answered by the test: `answer` is what the next load gives, a value or a thrown error. */
function loads() {
  const next: { answer: () => string } = { answer: () => 'first' };
  const load = jest.fn(async () => next.answer());
  return { next, load };
}

const failure = new Error('lost');

/** Until a load's answer, its failure too, has reached the state. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('useRequest', () => {
  it('shows the error of a failed first load', async () => {
    const { next, load } = loads();
    next.answer = () => {
      throw failure;
    };
    const { result } = renderHook(() => useRequest(load, ['a']));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
  });

  it('keeps the data shown when a refresh fails', async () => {
    const { next, load } = loads();
    const { result } = renderHook(() => useRequest(load, ['a']));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    next.answer = () => {
      throw failure;
    };
    act(() => result.current.refresh());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await settle();
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
  });

  it('keeps the data shown when a quiet reload (another language) fails', async () => {
    const { next, load } = loads();
    const { result, rerender } = renderHook(({ language }) => useRequest(load, ['a'], [language]), { initialProps: { language: 'en' } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    next.answer = () => {
      throw failure;
    };
    rerender({ language: 'ro' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await settle();
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
  });

  it('shows the error of a failed retry, and of a failed load of another thing', async () => {
    const { next, load } = loads();
    const { result, rerender } = renderHook(({ id }) => useRequest(load, [id]), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    next.answer = () => {
      throw failure;
    };
    // Asked for again on purpose (the days after a refused reservation): its failure is said.
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
    next.answer = () => 'second';
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'second' }));
    next.answer = () => {
      throw failure;
    };
    rerender({ id: 'b' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
  });
});
