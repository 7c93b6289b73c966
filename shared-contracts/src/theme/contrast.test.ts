import { brandPair, brandText, contrastRatio, readableBackground, AA_CONTRAST, ON_PAGE_BACKGROUND, PAGE_TEXT } from './contrast';

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

describe('brand colour as text on the page', () => {
  it('keeps a dark brand as it is', () => {
    expect(brandText('#b3261e', '#faf8f5')).toBe('#b3261e');
  });

  it.each(['#f7d23e', '#ffd54f', '#00bfff', '#ffffff', '#22aa88', 'not-a-colour'])(
    'darkens %s until it reaches AA on the page and on white cards',
    (colour) => {
      const text = brandText(colour, '#faf8f5');
      expect(contrastRatio(text, '#faf8f5')).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it('takes a background colour only if the page text reads on it', () => {
    expect(readableBackground('#fff8e1')).toBe(true);
    expect(readableBackground('#202020')).toBe(false);
    expect(readableBackground('backgrounds/desktop.svg')).toBe(false);
    expect(contrastRatio(PAGE_TEXT, '#fff8e1')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('refuses a mid grey the page text reads on but hints and errors do not', () => {
    expect(contrastRatio(PAGE_TEXT, '#a8a8a8')).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(readableBackground('#a8a8a8')).toBe(false);
  });

  it('keeps a light tint every colour drawn on the page reads on', () => {
    expect(readableBackground('#eef4fb')).toBe(true);
    for (const { colour, needs } of Object.values(ON_PAGE_BACKGROUND)) {
      expect(contrastRatio(colour, '#eef4fb')).toBeGreaterThanOrEqual(needs);
    }
  });
});
