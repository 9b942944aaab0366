export { actionRegistry, type Action } from './action-registry';
