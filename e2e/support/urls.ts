/** The site under test (the CMS host) and the bank's service platform; overridable for QA. */
export const siteUrl = process.env.CTB_SITE_URL ?? 'http://localhost:8080';
export const paasUrl = process.env.CTB_PAAS_URL ?? 'http://127.0.0.1:8090';
/** Where the shell serves the runtime remotes file. */
export const shellUrl = process.env.CTB_SHELL_URL ?? 'http://localhost:8100';
/** Whether the suites run against the local platform (some tests need its extra ports). */
export const isLocalPlatform = !process.env.CTB_SITE_URL;
