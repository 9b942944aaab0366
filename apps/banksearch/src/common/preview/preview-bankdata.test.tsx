import { previewBankdataId } from './preview-bankdata';

// How the widgets show a preview: src/preview.test.tsx (the app's widgets on a page).
describe('previewBankdata', () => {
  it('reads the branch id from the URL parameter', () => {
    expect(previewBankdataId('?previewBankdata=38150-0003')).toBe('38150-0003');
    expect(previewBankdataId('?previewBankdata=')).toBeUndefined();
    expect(previewBankdataId('?other=1')).toBeUndefined();
  });
});
