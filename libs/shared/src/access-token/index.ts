export { getAccessToken } from './get-access-token';
