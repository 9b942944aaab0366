export { eventBus, type EventHandler, type EventName } from './event-bus';
export { UnknownEventError } from './unknown-event-error';
