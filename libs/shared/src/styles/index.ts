export { BREAKPOINTS, isDesktopBreakpoint, type Breakpoint } from './breakpoints';
export { useBreakpoint } from './use-breakpoint';
export { readTokenColour } from './token-colour';
