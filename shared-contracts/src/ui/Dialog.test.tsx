import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function CookieSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie settings
      </button>
      <Dialog open={open} title="Cookies" closeLabel="Close" onClose={() => setOpen(false)}>
        <label>
          <input type="checkbox" /> Statistics
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Save
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Cookies" closeLabel="Close" onClose={() => {}}>x</Dialog>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal named by its title, with focus moved inside', async () => {
    render(<CookieSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('checkbox', { name: 'Statistics' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    render(<CookieSettings />);
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<CookieSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<CookieSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    // checkbox -> Save -> wraps to Close -> checkbox
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
