import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { setLanguage } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { focused } from '../test-support/focused';
import { renderNavigableScreen } from '../test-support/render-navigable-screen';
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
afterEach(() => {
  network.restore();
  // What a test typed is kept for the tab (use-kept-state): the next test starts with an empty form.
  sessionStorage.clear();
});

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

/** How ky fails on an answer: an HTTPError carrying the API's {statusCode, error, message}. */
function refusal(status: number, message: string, field?: string) {
  const body = JSON.stringify({ statusCode: status, error: 'Unprocessable Entity', message, field });
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response: new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  });
}

async function sendPdf() {
  await userEvent.upload(screen.getByLabelText(/^CV/), new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
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
    expect(await screen.findByText(/Your application for Cook has been sent/)).toBeInTheDocument();
    expect(sendApplication).toHaveBeenCalledWith(
      'cook',
      { name: 'Maria Ionescu', phone: '+40 721 555 012', email: 'maria@example.com', message: '', website: '' },
      expect.objectContaining({ name: 'cv.pdf' }),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  it('opens another job with a fresh form: nothing typed, chosen or sent for the last one', async () => {
    $settings.set(showingJobs());
    const waiter = { ...job, id: 2, url: 'waiter', title: 'Waiter', description: 'Serve with us.' };
    network = fakeApi(({ url }) => ({ json: url.pathname.endsWith('/waiter') ? waiter : job }));
    sendApplication.mockReset();
    sendApplication.mockResolvedValue({ id: 3 });
    const page = renderNavigableScreen(JobPage, '/job/:url', '/job/cook');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Maria Ionescu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '+40 721 555 012');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'maria@example.com');
    await sendPdf();
    expect(await screen.findByText(/Your application for Cook has been sent/)).toBeInTheDocument();

    await page.go('/job/waiter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiter' })).toBeInTheDocument();
    expect(screen.queryByText(/has been sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByLabelText(/^CV/)).toHaveAccessibleDescription('No file chosen');
    expect(screen.getByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });

  it('checks a CV chosen after a refusal at once: the old error goes, a wrong new file is said', async () => {
    await openJobAndFillApplicant();
    const cv = screen.getByLabelText(/^CV/);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please attach your CV.')).toBeInTheDocument();

    await userEvent.upload(cv, new File(['\x89PNG picture'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Your CV must be a PDF, DOC or DOCX file.')).toBeInTheDocument();
    expect(screen.queryByText('Please attach your CV.')).not.toBeInTheDocument();

    await userEvent.upload(cv, new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Your CV must be a PDF, DOC or DOCX file.')).not.toBeInTheDocument());
    expect(cv).not.toHaveAttribute('aria-invalid');
    expect(sendApplication).not.toHaveBeenCalled();
  });

  it('brings the thanks into view and focus once the application is sent, in the form\'s place', async () => {
    await openJobAndFillApplicant();
    await sendPdf();
    expect(await screen.findByText('Thank you! Your application for Cook has been sent. We have sent you a confirmation e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(focused()).toHaveTextContent(/Your application for Cook has been sent/));
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('offers the CV in the page\'s language: a button-like label, and the file chosen or none', async () => {
    await openJobAndFillApplicant();
    const cv = screen.getByLabelText(/^CV/);
    // The native input stays, for the keyboard and screen readers, its own (browser-language) face hidden.
    expect(cv).toHaveAttribute('type', 'file');
    expect(cv).toBeRequired();
    expect(screen.getByText('Choose file')).toHaveAttribute('for', cv.id);
    expect(cv).toHaveAccessibleDescription('No file chosen');
    await userEvent.upload(cv, new File(['%PDF-1.4 cv'], 'my cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('my cv.pdf')).toBeInTheDocument();
    expect(cv).toHaveAccessibleDescription('my cv.pdf');
    // The file is picked from the keyboard: the input itself takes the focus.
    screen.getByRole('textbox', { name: 'Your message' }).focus();
    await userEvent.tab();
    expect(cv).toHaveFocus();
  });

  it('says the CV control in Spanish on a Spanish page', async () => {
    await setLanguage('es');
    try {
      $settings.set(showingJobs());
      network = fakeApi(() => ({ json: job }));
      const page = renderScreen(JobPage, '/job/:url', '/job/cook');
      const cv = await screen.findByLabelText(/^CV/);
      expect(screen.getByText('Elegir archivo')).toHaveAttribute('for', cv.id);
      expect(cv).toHaveAccessibleDescription('No se ha elegido ningún archivo');
      page.unmount();
    } finally {
      await setLanguage('en');
    }
  });

  it('refuses a name without a letter before sending', async () => {
    await openJobAndFillApplicant();
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await userEvent.clear(name);
    await userEvent.type(name, '😀😀 🍕');
    await sendPdf();
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(sendApplication).not.toHaveBeenCalled();
  });

  it('says "Message not sent." and to check the connection when no answer comes, as the contact form', async () => {
    await openJobAndFillApplicant();
    sendApplication.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await sendPdf();
    expect(await screen.findByText('Message not sent. Please check your internet connection.')).toBeInTheDocument();
  });

  it('sends the application under the same key when the page is reloaded after a lost answer', async () => {
    const pdf = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
    const send = async () => {
      await userEvent.upload(screen.getByLabelText(/^CV/), pdf);
      await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    };
    await openJobAndFillApplicant();
    sendApplication.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await send();
    expect(await screen.findByText('Message not sent. Please check your internet connection.')).toBeInTheDocument();

    // A reload: the applicant's fields come back from the tab; the same CV is chosen again.
    cleanup();
    renderScreen(JobPage, '/job/:url', '/job/cook');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Maria Ionescu');
    await send();
    expect(await screen.findByText(/Your application for Cook has been sent/)).toBeInTheDocument();
    const keys = sendApplication.mock.calls.map((call) => call[3]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server\'s refusal of the CV on the CV field, and brings the focus there', async () => {
    await openJobAndFillApplicant();
    sendApplication.mockRejectedValueOnce(refusal(422, 'Your CV must be a PDF, DOC or DOCX file.', 'cv'));
    await sendPdf();
    const cv = screen.getByLabelText(/^CV/);
    await waitFor(() => expect(cv).toHaveFocus());
    expect(cv).toBeInvalid();
    // The file chosen, then what is wrong with it.
    expect(cv).toHaveAccessibleDescription('cv.pdf Your CV must be a PDF, DOC or DOCX file.');
  });

  it('brings the focus to a refusal that is not about the CV, above the button', async () => {
    await openJobAndFillApplicant();
    sendApplication.mockRejectedValueOnce(refusal(422, 'Please enter your full name.', 'name'));
    await sendPdf();
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent. Please enter your full name.');
    await waitFor(() => expect(focused()).toHaveTextContent('Message not sent. Please enter your full name.'));
    expect(screen.getByLabelText(/^CV/)).not.toHaveAttribute('aria-invalid');
  });

  it('sends one application for a double click', async () => {
    await openJobAndFillApplicant();
    await userEvent.upload(screen.getByLabelText(/^CV/), new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(/Your application for Cook has been sent/)).toBeInTheDocument();
    expect(sendApplication).toHaveBeenCalledTimes(1);
  });
});

