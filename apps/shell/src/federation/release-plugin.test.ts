import { releasePlugin } from './release-plugin';

describe('naming the release a remote runs', () => {
  it('records the buildVersion of each manifest the runtime reads', async () => {
    const record = jest.fn();
    const { afterLoadManifest } = releasePlugin(record);
    await afterLoadManifest!({
      moduleInfo: { name: 'calculators' },
      manifestJson: { metaData: { buildInfo: { buildVersion: '0.2.0-abc1234' } } },
    } as never);
    expect(record).toHaveBeenCalledWith('calculators', '0.2.0-abc1234');
  });

  it('records nothing for a manifest that names no release (or could not be read)', async () => {
    const record = jest.fn();
    const { afterLoadManifest } = releasePlugin(record);
    await afterLoadManifest!({
      moduleInfo: { name: 'lists' },
      manifestJson: { metaData: {} },
    } as never);
    await afterLoadManifest!({ moduleInfo: { name: 'lists' }, manifestJson: undefined } as never);
    expect(record).not.toHaveBeenCalled();
  });
});
