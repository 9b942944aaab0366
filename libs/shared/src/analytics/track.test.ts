import { eventBus, type EventName } from '../event-bus';
import { TRACK_EVENT, track } from './track';

describe('track', () => {
  it('hands the action to the page as the window event ctb:track', () => {
    const analytics = jest.fn();
    const listener = (event: Event) => analytics((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listener);
    track({ action: 'banksearch.redirect', branchId: '38150-0003' });
    expect(TRACK_EVENT).toBe('ctb:track');
    expect(analytics).toHaveBeenCalledWith({
      action: 'banksearch.redirect',
      branchId: '38150-0003',
    });
    window.removeEventListener(TRACK_EVENT, listener);
  });

  it('is not an event of the internal event bus (SPEC allows only two there)', () => {
    expect(() => eventBus.on('track' as EventName, () => undefined)).toThrow(
      'Unknown event "track"',
    );
  });
});
