import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { $screenMetadata, ScreenHeading } from './screen-metadata';

afterEach(() => $screenMetadata.set(null));

test('the heading is shown and is the page title while the screen is up', () => {
  const { unmount } = render(<ScreenHeading id="login-title">Sign in</ScreenHeading>);
  expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveAttribute('id', 'login-title');
  expect($screenMetadata.get()).toEqual({ title: 'Sign in' });
  unmount();
  expect($screenMetadata.get()).toBeNull();
});

test('a new heading text becomes the new title', () => {
  const { rerender } = render(<ScreenHeading>Reserve a table</ScreenHeading>);
  rerender(<ScreenHeading>Thank you</ScreenHeading>);
  expect($screenMetadata.get()).toEqual({ title: 'Thank you' });
});

test('the heading can be focused through its ref, as a screen moves focus to it', () => {
  const ref = createRef<HTMLHeadingElement>();
  render(
    <ScreenHeading ref={ref} tabIndex={-1}>
      Check your inbox
    </ScreenHeading>,
  );
  ref.current?.focus();
  expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
});
