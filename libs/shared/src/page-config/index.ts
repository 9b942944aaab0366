export type { PageConfig } from './page-config';
export { PageConfigError } from './page-config-error';
export { readPageConfig } from './read-page-config';
export { usePageConfig } from './use-page-config';
