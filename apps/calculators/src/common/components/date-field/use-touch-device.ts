import { useState } from 'react';

/** Touch devices get the native date picker; jsdom and old browsers have no matchMedia. */
export function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(pointer: coarse)').matches
    : false;
}

export function useTouchDevice(): boolean {
  const [touch] = useState(isTouchDevice);
  return touch;
}
