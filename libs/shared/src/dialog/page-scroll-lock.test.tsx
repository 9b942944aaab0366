import { render } from '@testing-library/react';
import { usePageScrollLock } from './page-scroll-lock';

function Locked() {
  usePageScrollLock();
  return null;
}

function Dialogs({ first, second }: { first: boolean; second: boolean }) {
  return (
    <>
      {first && <Locked />}
      {second && <Locked />}
    </>
  );
}

/** jsdom lays nothing out: the scrollbar's room is the window's width less the root's. */
function setScrollbarWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => window.innerWidth - width,
  });
}

describe('usePageScrollLock', () => {
  const root = document.documentElement;

  afterEach(() => {
    root.style.overflow = '';
    root.style.paddingRight = '';
    delete (root as { clientWidth?: number }).clientWidth;
  });

  it('holds the lock until the last of two open dialogs closes', () => {
    setScrollbarWidth(0);
    const { rerender } = render(<Dialogs first second />);
    expect(root.style.overflow).toBe('hidden');
    rerender(<Dialogs first={false} second />);
    expect(root.style.overflow).toBe('hidden');
    rerender(<Dialogs first={false} second={false} />);
    expect(root.style.overflow).toBe('');
  });

  it('puts padding where a scrollbar that takes room was, and removes it again', () => {
    root.style.paddingRight = '4px';
    setScrollbarWidth(15);
    const { unmount } = render(<Locked />);
    expect(root.style.paddingRight).toBe('19px');
    unmount();
    expect(root.style.paddingRight).toBe('4px');
  });

  it('adds no padding where the scrollbar takes no room (a phone)', () => {
    setScrollbarWidth(0);
    const { unmount } = render(<Locked />);
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('');
    unmount();
  });
});
