import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notice, NoticeRegion } from './Notice';

describe('Notice', () => {
  it('announces errors as alerts', () => {
    render(<Notice tone="error">please check your internet connection</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('please check your internet connection');
  });

  it.each(['info', 'success', 'warning'] as const)('announces %s politely as a status', (tone) => {
    render(<Notice tone={tone}>Saved</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no role of its own inside a live region that announces it', () => {
    render(<Notice tone="error" live={false}>Card declined</Notice>);
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders html with its markup', async () => {
    render(<Notice tone="warning" html="<ul><li>Pizza: 10 lei → 12 lei</li><li>Cola: 5 lei → 6 lei</li></ul>" />);
    const list = await within(screen.getByRole('status')).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('sanitises html before rendering it', async () => {
    const { container } = render(
      <Notice tone="error" html={'<b>Group order closed</b><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>'} />,
    );
    expect(await within(screen.getByRole('alert')).findByText('Group order closed')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('can be dismissed', async () => {
    const onDismiss = jest.fn();
    render(<Notice tone="info" onDismiss={onDismiss} dismissLabel="Dismiss">Hello</Notice>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

/** A screen's use: the region always there, the notice in it once the customer has done something. */
function Answer({ said, urgent = false }: { said: string | null; urgent?: boolean }) {
  return (
    <form>
      <NoticeRegion urgent={urgent}>
        {said && (
          <Notice tone={urgent ? 'error' : 'success'} live={false}>
            {said}
          </Notice>
        )}
      </NoticeRegion>
      <button type="submit">Save</button>
    </form>
  );
}

describe('NoticeRegion', () => {
  it.each([
    ['status', false],
    ['alert', true],
  ] as const)('is a %s region in the page before the message, and the message comes inside it', (role, urgent) => {
    const { rerender } = render(<Answer said={null} urgent={urgent} />);
    // Empty, but there: a screen reader says what arrives in a region it already knows.
    const region = screen.getByRole(role);
    expect(region).toBeEmptyDOMElement();

    rerender(<Answer said="Your details have been saved." urgent={urgent} />);
    // The same element, not a new region inserted with its words.
    expect(screen.getByRole(role)).toBe(region);
    expect(within(region).getByText('Your details have been saved.')).toBeInTheDocument();
    // The notice has no role of its own: said once, by the region.
    expect(screen.getAllByRole(role)).toHaveLength(1);
    expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).not.toBeInTheDocument();

    rerender(<Answer said={null} urgent={urgent} />);
    expect(screen.getByRole(role)).toBe(region);
    expect(region).toBeEmptyDOMElement();
  });

  it('keeps its own attributes and class beside the one that lets it take no room when empty', () => {
    render(<NoticeRegion className="rej-sent" aria-atomic={false} />);
    const region = screen.getByRole('status');
    expect(region).toHaveClass('ui-notice-region', 'rej-sent');
    expect(region).toHaveAttribute('aria-atomic', 'false');
  });
});
