// @ctb/shared/state: state widgets of different apps share on one page (the page's one jotai
// store). One of the library's entries, each shared as its own singleton
// (tools/build/shared-modules.cjs), so a page loads the parts its widgets use: a page whose
// widgets share no state loads no jotai. Change it only together with the API report.
export { sharedState, useSharedState, type ReadableState, type SharedState } from '../store';
