import { installViewport, type TestViewport } from '@ctb/test-support';
import { act, render, renderHook, screen } from '@testing-library/react';
import { BREAKPOINTS, breakpointForWidth, isDesktopBreakpoint } from './breakpoints';
import { useBreakpoint } from './use-breakpoint';

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

function Shows({ name }: { name: string }) {
  const breakpoint = useBreakpoint();
  return <p>{`${name}: ${breakpoint}`}</p>;
}

describe('useBreakpoint', () => {
  let viewport: TestViewport;
  afterEach(() => viewport.restore());

  it.each([
    [320, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1024, 'md'],
    [1025, 'lg'],
    [1219, 'lg'],
    [1220, 'xl'],
    [1920, 'xl'],
  ])('gives a %i px wide viewport %s', (width, breakpoint) => {
    viewport = installViewport({ width });
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe(breakpoint);
  });

  it('follows the viewport as it crosses a breakpoint, through the media queries', () => {
    viewport = installViewport({ width: 400 });
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('xs');

    act(() => viewport.resizeTo(1100));
    expect(result.current).toBe('lg');
    act(() => viewport.resizeTo(800));
    expect(result.current).toBe('md');
    act(() => viewport.resizeTo(1300));
    expect(result.current).toBe('xl');
    act(() => viewport.resizeTo(600));
    expect(result.current).toBe('sm');
  });

  it('re-renders only when a breakpoint is crossed, not on every resize', () => {
    viewport = installViewport({ width: 800 });
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useBreakpoint();
    });
    const before = renders;
    act(() => viewport.resizeTo(900));
    act(() => viewport.resizeTo(1000));
    expect(renders).toBe(before);
    act(() => viewport.resizeTo(1100));
    expect(renders).toBe(before + 1);
  });

  it('never reads the viewport width, which forces a layout in the browser', () => {
    viewport = installViewport({ width: 800 });
    const innerWidth = jest.spyOn(window, 'innerWidth', 'get');
    const { result } = renderHook(() => useBreakpoint());
    act(() => viewport.resizeTo(400));
    expect(result.current).toBe('xs');
    expect(innerWidth).not.toHaveBeenCalled();
  });

  it('listens to the four SPEC breakpoints once for all the widgets of a page', () => {
    viewport = installViewport({ width: 800 });
    const page = (
      <>
        <Shows name="quickbar" />
        <Shows name="news slider" />
        <Shows name="offers slider" />
      </>
    );
    const { rerender, unmount } = render(page);
    expect(viewport.listened().sort()).toEqual([
      '(min-width: 1025px)',
      '(min-width: 1220px)',
      '(min-width: 576px)',
      '(min-width: 768px)',
    ]);
    const asked = viewport.queries.length;

    act(() => viewport.resizeTo(1250));
    rerender(page);
    expect(screen.getByText('quickbar: xl')).toBeInTheDocument();
    expect(screen.getByText('offers slider: xl')).toBeInTheDocument();
    // Renders while the page listens read the answer kept from the last change.
    expect(viewport.queries).toHaveLength(asked);

    // With the last widget gone the page stops listening; one mounted later asks anew.
    unmount();
    expect(viewport.listened()).toEqual([]);
    act(() => viewport.resizeTo(500));
    render(<Shows name="late" />);
    expect(screen.getByText('late: xs')).toBeInTheDocument();
  });

  it('falls back to the viewport width where there is no matchMedia (old browsers)', () => {
    viewport = installViewport({ width: 1100 });
    delete (window as Partial<Window>).matchMedia;
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('lg');
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 700 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('sm');
  });
});
