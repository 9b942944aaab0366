import { sharedState, useSharedState } from '@ctb/shared/state';

/** A position the visitor chose: a place prediction, a geocoded address or the device location. */
export interface ChosenLocation {
  lat: number;
  lng: number;
  /** What the visitor sees for it, e.g. "8010 Graz, Österreich" or "Mein Standort". */
  label: string;
}

/** What a widget asks the branch search (overlay) to open with (SPEC 2 "Location search"). */
export interface BranchSearchRequest {
  /** The text the visitor typed or chose; empty opens the search empty. */
  query: string;
  /** Set when the location is already resolved (prediction chosen, device location). */
  location?: ChosenLocation;
  /** Filter values to start with (values of GET /api/branches/filter). */
  filters?: string[];
  /** Extra parameters from the opening widget's config, passed through unchanged. */
  params?: Record<string, unknown>;
  /** The element focus returns to when the overlay closes. */
  opener?: HTMLElement | null;
}

const request = sharedState<BranchSearchRequest | null>(() => null);

/** Opens the bank search overlay with `request` (replacing an open one). */
export function openBranchSearch(next: BranchSearchRequest): void {
  request.set(next);
}

/** Closes the overlay; focus handling is the overlay's job. */
export function closeBranchSearch(): void {
  request.set(null);
}

/** The open request, or null while the overlay is closed. */
export function currentBranchSearch(): BranchSearchRequest | null {
  return request.get();
}

/** The open request, or null while the overlay is closed; re-renders when it changes. */
export function useBranchSearchRequest(): BranchSearchRequest | null {
  return useSharedState(request);
}
