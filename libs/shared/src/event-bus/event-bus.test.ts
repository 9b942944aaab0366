import { eventBus, type EventName } from './event-bus';
import { UnknownEventError } from './unknown-event-error';

describe('eventBus', () => {
  it('delivers an emitted event and its detail to every listener', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = eventBus.on('list.reload', first);
    const stopSecond = eventBus.on('list.reload', second);

    eventBus.emit('list.reload', { listId: 'news' });

    expect(first).toHaveBeenCalledWith({ listId: 'news' });
    expect(second).toHaveBeenCalledWith({ listId: 'news' });
    stopFirst();
    stopSecond();
  });

  it('does not deliver events of another name', () => {
    const handler = jest.fn();
    const stop = eventBus.on('userbranch.update', handler);
    eventBus.emit('list.reload');
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('stops delivering once the listener unsubscribes', () => {
    const handler = jest.fn();
    const stop = eventBus.on('userbranch.update', handler);
    stop();
    eventBus.emit('userbranch.update');
    expect(handler).not.toHaveBeenCalled();
  });

  it('throws UnknownEventError when emitting an event name it does not know', () => {
    expect(() => eventBus.emit('list.refresh' as EventName)).toThrow(UnknownEventError);
    expect(() => eventBus.emit('list.refresh' as EventName)).toThrow(
      'Unknown event "list.refresh"',
    );
  });

  it('throws UnknownEventError when listening to an event name it does not know', () => {
    expect(() => eventBus.on('branch.update' as EventName, () => {})).toThrow(UnknownEventError);
  });

  it('reaches listeners of a second copy of the library on the same page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let secondCopy: typeof eventBus | undefined;
    await jest.isolateModulesAsync(async () => {
      secondCopy = (await import('./event-bus')).eventBus;
    });
    const handler = jest.fn();
    const stop = secondCopy!.on('userbranch.update', handler);

    eventBus.emit('userbranch.update', { branch: null });

    expect(handler).toHaveBeenCalledWith({ branch: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('A second copy of "event bus"'));
    stop();
    warn.mockRestore();
  });
});
