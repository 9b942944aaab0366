export { getAccessToken, resetAccessTokenForTests } from './get-access-token';
