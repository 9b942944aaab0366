export { BREAKPOINTS, isDesktopBreakpoint, type Breakpoint } from './breakpoints';
export { useBreakpoint } from './use-breakpoint';
