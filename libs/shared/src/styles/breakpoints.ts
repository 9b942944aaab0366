/** Minimum widths in px (SPEC layout breakpoints); below `sm` is `xs`. Mirrors tokens.css. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 1025, xl: 1220 } as const;

export type Breakpoint = 'xs' | keyof typeof BREAKPOINTS;

/** The breakpoint a viewport `width` falls into. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width >= BREAKPOINTS.xl) return 'xl';
  if (width >= BREAKPOINTS.lg) return 'lg';
  if (width >= BREAKPOINTS.md) return 'md';
  if (width >= BREAKPOINTS.sm) return 'sm';
  return 'xs';
}

/** lg and xl count as desktop. */
export function isDesktopBreakpoint(breakpoint: Breakpoint): boolean {
  return breakpoint === 'lg' || breakpoint === 'xl';
}
