import { federation } from './federation-instance';
import { resetRemote } from './register-remotes';
import { loadExposed } from './load-exposed';

jest.mock('./federation-instance', () => {
  const instance = { loadRemote: jest.fn() };
  return { federation: () => instance };
});
jest.mock('./register-remotes', () => ({ resetRemote: jest.fn() }));

const loadRemote = federation().loadRemote as unknown as jest.Mock;
const Screen = () => null;

/** What webpack and rspack reject with when a script or stylesheet chunk fails. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 5029 failed.\n(error: http://localhost:3005/5029.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.mocked(resetRemote).mockClear();
});

describe('loadExposed after an outage', () => {
  it("tries again at once when the screen's own files failed (a failed preload handed out once), and shows the screen", async () => {
    loadRemote.mockRejectedValueOnce(chunkLoadError()).mockResolvedValueOnce({ default: Screen });
    await expect(loadExposed('reservations_events_jobs', './ContactPage')).resolves.toEqual({ default: Screen });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(loadRemote).toHaveBeenCalledWith('reservations_events_jobs/ContactPage');
    // The entry is asked for afresh before the second try, as the customer's "Try again" does.
    expect(resetRemote).toHaveBeenCalledWith('reservations_events_jobs');
    expect(jest.mocked(resetRemote).mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[1]!);
  });

  it('tries only once more: files failing again are the fallback with retry', async () => {
    loadRemote.mockRejectedValue(chunkLoadError());
    await expect(loadExposed('reservations_events_jobs', './EventsPage')).rejects.toThrow('Loading chunk 5029 failed');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not try again at once when the entry itself failed (the remote is down): the fallback takes over', async () => {
    loadRemote.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to get remoteEntry exports.'));
    await expect(loadExposed('reservations_events_jobs', './JobsPage')).rejects.toThrow('remoteEntry');
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load: the next attempt reaches the server again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce({ default: Screen });
    await expect(loadExposed('catalog', './MenuPage')).rejects.toThrow('down');
    await expect(loadExposed('catalog', './MenuPage')).resolves.toEqual({ default: Screen });
  });
});
