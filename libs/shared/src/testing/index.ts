// `@ctb/shared/testing`: helpers for tests only. Production code cannot import this entry (lint
// rule and the package's exports); it shares the library's module instances in jest.
export { resetAccessTokenForTests } from '../access-token/get-access-token';
export { resetClubSessionForTests } from '../club-session/club-session';
export { resetConsentForTests } from '../consent/consent-store';
export { resetMapsForTests } from '../maps-loader/load-maps';
export { installPageConfigForTests } from '../page-config/testing/install-page-config';
export { createTestWidgetHost } from '../widget-runtime/testing/test-widget-host';
export { FakeIntersectionObserver } from './fake-intersection-observer';
export { resetNearViewportForTests } from '../widget-runtime/near-viewport';
