export { useReducedMotion } from './use-reduced-motion';
