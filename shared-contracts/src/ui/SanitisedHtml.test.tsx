import { render, screen } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { SanitisedHtml, isPlainText } from './SanitisedHtml';

describe('SanitisedHtml', () => {
  // The component imports the same module instance lazily, so the spy sees its calls.
  const sanitize = jest.spyOn(DOMPurify, 'sanitize');
  beforeEach(() => sanitize.mockClear());

  it('shows a plain sentence at once, as text, without the sanitiser', () => {
    render(<SanitisedHtml html="Casa Aurora: wood-fired pizza since 2009 > the rest." />);
    expect(screen.getByText('Casa Aurora: wood-fired pizza since 2009 > the rest.')).toBeInTheDocument();
    expect(sanitize).not.toHaveBeenCalled();
  });

  it('sanitises anything with a tag or a character reference', async () => {
    const { container } = render(<SanitisedHtml html={'Fish &amp; chips<img src="x" onerror="window.hacked=1">'} />);
    expect(await screen.findByText('Fish & chips')).toBeInTheDocument();
    expect(sanitize).toHaveBeenCalled();
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it.each([
    ['Open daily 10:00–22:00', true],
    ['', true],
    ['<b>bold</b>', false],
    ['a &lt; b', false],
    ['x<!-- note -->', false],
  ])('%j is plain text: %s', (html, plain) => {
    expect(isPlainText(html)).toBe(plain);
  });
});
