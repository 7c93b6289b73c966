import { brandFilter } from './brand-filter';

describe("the brand's colour filter", () => {
  it('takes CSS filter functions', () => {
    expect(brandFilter('sepia(1) saturate(3) hue-rotate(10deg)')).toBe('sepia(1) saturate(3) hue-rotate(10deg)');
    expect(brandFilter('brightness(110%)')).toBe('brightness(110%)');
  });

  it('refuses anything else, so settings cannot inject CSS', () => {
    expect(brandFilter('')).toBeNull();
    expect(brandFilter(undefined)).toBeNull();
    expect(brandFilter('url(https://evil.example/x.svg#f)')).toBeNull();
    expect(brandFilter('sepia(1); background: red')).toBeNull();
    expect(brandFilter('sepia(1) } body { display: none')).toBeNull();
  });
});
