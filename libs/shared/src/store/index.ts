export { sharedState, type SharedState } from './shared-state';
export { useSharedState, type ReadableState } from './use-shared-state';
