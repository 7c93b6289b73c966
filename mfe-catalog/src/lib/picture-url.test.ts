import { pictureUrl, productPictureUrl } from './picture-url';

describe('picture URLs', () => {
  it('join the assets host and the picture path with one slash', () => {
    expect(pictureUrl('http://assets.test/', '/products/1.svg')).toBe('http://assets.test/products/1.svg');
  });

  it('ask for the WebP file of a product picture only when the brand accepts WebP', () => {
    expect(productPictureUrl('http://assets.test', 'products/1.svg', true)).toBe('http://assets.test/products/1.webp');
    expect(productPictureUrl('http://assets.test', 'products/7.JPG', true)).toBe('http://assets.test/products/7.webp');
    expect(productPictureUrl('http://assets.test', 'products/1.svg', false)).toBe('http://assets.test/products/1.svg');
  });
});
