// msw stand-in for the CMS host and the paas platform: the helpers every app's tests share.
export { PAAS, TOKEN, platform, startPlatform, tokenHandler } from '@ctb/test-support';
