export { eventBus, type EventHandler, type EventName, type TrackDetail } from './event-bus';
export { UnknownEventError } from './unknown-event-error';
