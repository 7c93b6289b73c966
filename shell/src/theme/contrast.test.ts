import { brandPair, contrastRatio, AA_CONTRAST } from './contrast';

describe('brand colour contrast', () => {
  it('measures black on white as 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
  });

  it('keeps a dark brand and puts white text on it', () => {
    expect(brandPair('#b3261e')).toEqual({ brand: '#b3261e', onBrand: '#ffffff' });
  });

  it('puts dark text on a light brand', () => {
    expect(brandPair('#ffd54f').onBrand).toBe('#111111');
  });

  it.each(['#ff7f50', '#22aa88', '#888888', '#00bfff', '#ff00ff', 'not-a-colour'])(
    'reaches AA for %s',
    (colour) => {
      const pair = brandPair(colour);
      expect(contrastRatio(pair.brand, pair.onBrand)).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );
});
