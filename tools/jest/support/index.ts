// Test helpers every app's component tests share (jest maps `@ctb/test-support` here).
export { PAAS, TOKEN, platform, startPlatform, tokenHandler } from './platform-server';
export { createWidgetRenderer, type RenderOptions } from './render-widget';
export { describeMessageCatalogues } from './message-catalogues';
export { installViewport, type TestViewport, type ViewportOptions } from './viewport';
