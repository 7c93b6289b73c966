import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderScreen } from '../test-support/render-screen';
import { someSettings } from '../test-support/settings';
import { postJobApplication } from '../features/jobs/api/post-job-application';
import JobPage from './JobPage';

// jsdom's File is not the Blob of the FormData this test environment gets from Node, so the
// multipart request itself is checked by the API tests and the e2e suite; here, what is sent.
jest.mock('../features/jobs/api/post-job-application', () => ({ postJobApplication: jest.fn() }));
const sendApplication = jest.mocked(postJobApplication);

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => network.restore());

const job = { id: 1, url: 'cook', title: 'Cook', description: 'Cook with us.', store_id: 1 };
const showingJobs = () => someSettings({ show_pages: { about_us: true, events: true, reservations: true, jobs: true } });

/** The job page with jobs shown, its applicant's fields filled in; the application is answered. */
async function openJobAndFillApplicant() {
  $settings.set(showingJobs());
  network = fakeApi(() => ({ json: job }));
  sendApplication.mockReset();
  sendApplication.mockResolvedValue({ id: 3 });
  renderScreen(JobPage, '/job/:url', '/job/cook');
  expect(await screen.findByRole('heading', { level: 1, name: 'Cook' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), 'Maria Ionescu');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+40 721 555 012');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
}

describe('JobPage', () => {
  it('is not found while jobs are hidden (the spec default), without asking the API', async () => {
    $settings.set(someSettings());
    network = fakeApi(() => undefined);
    renderScreen(JobPage, '/job/:url', '/job/cook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('refuses a renamed program before upload, then sends a PDF', async () => {
    await openJobAndFillApplicant();
    const cv = screen.getByLabelText(/^CV/);
    await userEvent.upload(cv, new File(['MZ program'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your CV must be a PDF, DOC or DOCX file.')).toBeInTheDocument();
    expect(sendApplication).not.toHaveBeenCalled();

    await userEvent.upload(cv, new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Your application has been sent/)).toBeInTheDocument();
    expect(sendApplication).toHaveBeenCalledWith(
      'cook',
      { name: 'Maria Ionescu', phone: '+40 721 555 012', email: 'maria@example.com', message: '', website: '' },
      expect.objectContaining({ name: 'cv.pdf' }),
    );
  });

  it('sends one application for a double click', async () => {
    await openJobAndFillApplicant();
    await userEvent.upload(screen.getByLabelText(/^CV/), new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Your application has been sent/)).toBeInTheDocument();
    expect(sendApplication).toHaveBeenCalledTimes(1);
  });
});

