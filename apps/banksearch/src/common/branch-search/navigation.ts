import { createContext, useContext } from 'react';

/** Leaves the page for `url`. A context so that tests can watch navigation jsdom cannot do. */
export const NavigationContext = createContext<(url: string) => void>((url) => {
  window.location.assign(url);
});

export function useNavigate(): (url: string) => void {
  return useContext(NavigationContext);
}
