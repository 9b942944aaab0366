import { longSwipesRatio, SWIPER_TOUCH_PARAMS, swipeIntent } from './swipe-rules';

describe('the swipe rules', () => {
  it('pages after 100 px sideways within 25 px of the starting line', () => {
    expect(swipeIntent(-100, 0)).toBe('next');
    expect(swipeIntent(-140, 25)).toBe('next');
    expect(swipeIntent(120, -20)).toBe('previous');
  });

  it('does nothing below 100 px sideways', () => {
    expect(swipeIntent(-99, 3)).toBe('none');
  });

  it('leaves the touch to the page once it drifts more than 25 px or moves mostly up or down', () => {
    expect(swipeIntent(-150, 26)).toBe('scroll');
    expect(swipeIntent(-5, 11)).toBe('scroll');
  });

  it('gives swiper a 10 px start, the 25-in-100 angle and 100 px of the group as the swipe', () => {
    expect(SWIPER_TOUCH_PARAMS.threshold).toBe(10);
    expect(SWIPER_TOUCH_PARAMS.touchAngle).toBeCloseTo(14.04, 2);
    expect(longSwipesRatio(1000)).toBeCloseTo(0.1);
    expect(longSwipesRatio(150)).toBe(0.5);
    expect(longSwipesRatio(0)).toBe(0.5);
  });
});
