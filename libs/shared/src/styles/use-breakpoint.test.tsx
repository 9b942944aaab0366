import { act, renderHook } from '@testing-library/react';
import { BREAKPOINTS, breakpointForWidth, isDesktopBreakpoint } from './breakpoints';
import { useBreakpoint } from './use-breakpoint';

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('breakpoints', () => {
  it('places widths on the xs to xl scale at 576, 768, 1025 and 1220 px', () => {
    expect(BREAKPOINTS).toEqual({ sm: 576, md: 768, lg: 1025, xl: 1220 });
    expect([575, 576, 767, 768, 1024, 1025, 1219, 1220].map(breakpointForWidth)).toEqual([
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
    ]);
  });

  it('counts lg and xl as desktop', () => {
    expect(['xs', 'sm', 'md', 'lg', 'xl'].map((b) => isDesktopBreakpoint(b as never))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('useBreakpoint', () => {
  it('follows the viewport as it is resized', () => {
    resizeTo(400);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('xs');

    resizeTo(1100);
    expect(result.current).toBe('lg');

    resizeTo(800);
    expect(result.current).toBe('md');
  });
});
