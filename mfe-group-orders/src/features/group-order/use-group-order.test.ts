import { act, renderHook, waitFor } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
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
