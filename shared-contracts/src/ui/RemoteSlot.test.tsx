import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { RemoteSlot } from './RemoteSlot';

let broken = false;
function GuestInvitation() {
  if (broken) throw new Error('GuestInvitation broke');
  return <p>Create an account</p>;
}

const load = jest.fn(async () => ({ default: GuestInvitation as never }));
beforeEach(() => {
  load.mockClear();
  provideRemoteLoader(load);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const slot = () => render(<RemoteSlot remote="account" module="./GuestInvitation" props={{}} unavailable="The invitation could not be loaded." />);

it("shows the widget once its remote's module is in", async () => {
  slot();
  expect(await screen.findByText('Create an account')).toBeInTheDocument();
});

it('keeps a widget that crashes while rendering inside its slot: the notice and a retry, the error logged', async () => {
  broken = true;
  render(
    <>
      <h1>Checkout</h1>
      <RemoteSlot remote="account" module="./GuestInvitation" props={{}} unavailable="The invitation could not be loaded." />
    </>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The invitation could not be loaded.');
  expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('A remote failed while rendering', expect.any(Error));

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Create an account')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('offers a retry when the remote cannot be loaded', async () => {
  load.mockRejectedValueOnce(new Error('down'));
  slot();
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Create an account')).toBeInTheDocument();
});

it('tells the screen whether the widget is there: false when its remote cannot load or it crashes, true once shown', async () => {
  const onAvailable = jest.fn();
  load.mockRejectedValueOnce(new Error('The market has no "account" remote.'));
  render(<RemoteSlot remote="account" module="./GuestInvitation" props={{}} onAvailable={onAvailable} />);
  await screen.findByRole('button', { name: 'Try again' });
  expect(onAvailable).toHaveBeenLastCalledWith(false);
  expect(onAvailable).not.toHaveBeenCalledWith(true);

  broken = true;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(onAvailable).toHaveBeenLastCalledWith(false);
  expect(onAvailable).not.toHaveBeenCalledWith(true);

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByText('Create an account');
  expect(onAvailable).toHaveBeenLastCalledWith(true);
});
