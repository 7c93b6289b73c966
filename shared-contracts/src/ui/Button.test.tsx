import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('is a button that runs its action on click', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button--primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its variant', () => {
    render(
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="link">Details</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('ui-button--secondary');
    expect(screen.getByRole('button', { name: 'Details' })).toHaveClass('ui-button--link');
  });

  it('when busy is announced, stays focusable and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Place order
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is not busy by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });
});
