import { registerMarketRemotes } from '../remotes/register-remotes';
import { loadExposed } from '../remotes/load-exposed';
import { $remotesLoading, trackRemoteLoad } from '../remotes/remote-loading';
import { preloadScreensOnIntent } from './first-screen';

jest.mock('../remotes/load-exposed', () => ({ loadExposed: jest.fn(() => Promise.resolve({ default: () => null })) }));

beforeAll(() => {
  registerMarketRemotes({ reservations_events_jobs: { entry: 'http://localhost:2/remoteEntry.js' } });
  preloadScreensOnIntent(document);
});

beforeEach(() => jest.mocked(loadExposed).mockClear());

describe('preloadScreensOnIntent', () => {
  it("fetches the screen of a shop link the pointer moves over or the keyboard reaches, without the loading bar", () => {
    document.body.innerHTML = '<a href="/events">Events</a><a href="/jobs">Jobs</a>';
    const [events, jobs] = [...document.querySelectorAll('a')];
    events!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadExposed).toHaveBeenCalledWith('reservations_events_jobs', './EventsPage', { quiet: true });
    jobs!.focus();
    expect(loadExposed).toHaveBeenLastCalledWith('reservations_events_jobs', './JobsPage', { quiet: true });
  });

  it('leaves links to other sites and to the shell’s own screens alone', () => {
    document.body.innerHTML = '<a href="https://elsewhere.example/events">Away</a><a href="/test">Diagnostics</a>';
    for (const link of document.querySelectorAll('a')) link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loadExposed).not.toHaveBeenCalled();
  });
});

describe('trackRemoteLoad', () => {
  it('keeps the loading bar still for a quiet load', async () => {
    let finish: () => void = () => undefined;
    const load = trackRemoteLoad('catalog', new Promise<void>((resolve) => (finish = resolve)), { showBar: false });
    expect($remotesLoading.get()).toBe(0);
    finish();
    await load;
    const shown = trackRemoteLoad('catalog', Promise.resolve());
    expect($remotesLoading.get()).toBe(1);
    await shown;
  });
});
