import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmStep } from './ConfirmStep';

const texts = { action: 'Delete', actionLabel: 'Delete Home', question: 'Delete this address?', questionLabel: 'Delete Home?', yes: 'Yes, delete', keep: 'Keep it' };

describe('ConfirmStep (a delete that asks first, in place)', () => {
  it('asks before doing anything, with the focus on the safe answer', async () => {
    const onConfirm = jest.fn();
    render(<ConfirmStep texts={texts} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Delete Home?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
  });

  it.each([
    ['Keep it', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Keep it' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s puts the button back with the focus on it, and deletes nothing', async (_, answer) => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmStep texts={texts} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    await answer(user);
    expect(screen.getByRole('button', { name: 'Delete Home' })).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays busy while the deletion runs, and comes back to the button when it fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    render(<ConfirmStep texts={texts} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Home' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fail(new Error('refused'));
    expect(await screen.findByRole('button', { name: 'Delete Home' })).toHaveFocus();
  });

  it('names the group by its visible question when no other name is given', async () => {
    render(<ConfirmStep texts={{ action: 'Delete the group order', question: 'Delete this group order?', yes: 'Yes, delete', keep: 'Keep it' }} onConfirm={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group order' }));
    expect(screen.getByRole('group', { name: 'Delete this group order?' })).toBeInTheDocument();
  });
});
