export { cspNonce } from './csp-nonce';
