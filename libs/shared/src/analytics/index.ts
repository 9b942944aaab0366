export { TRACK_EVENT, track, type TrackDetail } from './track';
