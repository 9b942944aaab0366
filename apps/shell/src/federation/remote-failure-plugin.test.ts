import { remoteFailurePlugin } from './remote-failure-plugin';

describe('reporting a remote that could not be loaded', () => {
  it('reports the domain once, when the runtime gives up on loading it', async () => {
    const onFailure = jest.fn();
    const { errorLoadRemote } = remoteFailurePlugin(onFailure);
    const error = new Error('Failed to load script resources');
    const manifestFailure = {
      id: 'http://localhost:8103/mf-manifest.json',
      error,
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin: {},
    };
    const loadFailure = {
      id: 'calculators/mount',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {},
      remote: { name: 'calculators' },
    };
    await errorLoadRemote!(manifestFailure as never);
    expect(onFailure).not.toHaveBeenCalled();
    expect(await errorLoadRemote!(loadFailure as never)).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith('calculators', 'Failed to load script resources');
  });

  it('names the domain from the request when the runtime knows no remote by it', async () => {
    const onFailure = jest.fn();
    const { errorLoadRemote } = remoteFailurePlugin(onFailure);
    await errorLoadRemote!({ id: 'lists/mount', error: 'gone', lifecycle: 'onLoad' } as never);
    expect(onFailure).toHaveBeenCalledWith('lists', 'gone');
  });
});
