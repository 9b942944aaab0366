import { startPlatform } from '@ctb/test-support';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { formServices } from '../../testing/form-services';
import { formsPage } from '../../testing/forms-page';

jest.setTimeout(30_000);
const platform = startPlatform();
const page = formsPage();

const definition = {
  id: 'beschwerde-test',
  title: 'Beschwerde',
  steps: [
    {
      id: 'belege',
      title: 'Belege',
      fields: [
        {
          id: 'documents',
          type: 'upload',
          label: 'Belege',
          required: true,
          maxFiles: 2,
          maxSizeMb: 1,
          accept: ['pdf', 'jpg'],
          messages: { fileSize: '„%s“ ist größer als 1 MB. Bitte verkleinern Sie die Datei.' },
        },
      ],
    },
  ],
};

/**
 * A file of exactly `bytes` bytes. Node's File: the test environment's FormData is Node's and
 * takes no jsdom File.
 */
const file = (name: string, bytes = 2_000) =>
  new NodeFile([new Uint8Array(bytes)], name, {
    type: 'application/octet-stream',
  }) as unknown as File;

interface Received {
  name: string;
  instanceId: string;
  fieldId: string;
}

function uploadService(wait = 0) {
  const received: Received[] = [];
  const forgotten: string[] = [];
  const { handlers, submitted } = formServices();
  platform.use(
    ...handlers,
    http.post('http://localhost/forms/beschwerde-test/upload/', async ({ request }) => {
      const body = await request.formData();
      const sent = body.get('file') as File;
      received.push({
        name: sent.name,
        instanceId: String(body.get('instanceId')),
        fieldId: String(body.get('fieldId')),
      });
      await delay(wait);
      return HttpResponse.json({ id: `u-${received.length}`, name: sent.name }, { status: 201 });
    }),
    http.delete('http://localhost/forms/beschwerde-test/upload/:id', ({ params, request }) => {
      forgotten.push(`${String(params.id)}?${new URL(request.url).searchParams}`);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { received, submitted, forgotten };
}

// The browser's own accept filter is off: a visitor can always choose "all files".
const setup = () => userEvent.setup({ applyAccept: false });

describe('upload field', () => {
  it('uploads a chosen file with instanceId and fieldId, disabled with progress meanwhile', async () => {
    const { received } = uploadService(150);
    const user = setup();
    const form = await page.place('form', { definition });
    const input = within(form).getByLabelText(/Belege/, { selector: 'input' });
    await user.upload(input, file('kontoauszug.pdf'));
    expect(input).toBeDisabled();
    expect(within(form).getByText(/„kontoauszug.pdf“ wird hochgeladen/)).toBeInTheDocument();
    expect(await within(form).findByText('kontoauszug.pdf')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    expect(received).toEqual([
      { name: 'kontoauszug.pdf', instanceId: expect.any(String), fieldId: 'documents' },
    ]);
    expect(received[0]?.instanceId).not.toBe('');
  });

  it('refuses a file of another extension with the default message and its name', async () => {
    const { received } = uploadService();
    const user = setup();
    const form = await page.place('form', { definition });
    const input = within(form).getByLabelText(/Belege/, { selector: 'input' });
    await user.upload(input, file('vertrag.docx'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Die Datei „vertrag.docx“ hat kein erlaubtes Format (pdf, jpg).',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  it('takes a file of exactly 1,000,000 bytes for 1 MB and refuses one byte more with the configured message', async () => {
    const { received } = uploadService();
    const user = setup();
    const form = await page.place('form', { definition });
    const input = within(form).getByLabelText(/Belege/, { selector: 'input' });
    await user.upload(input, [file('genau.pdf', 1_000_000), file('foto.jpg', 1_000_001)]);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '„foto.jpg“ ist größer als 1 MB. Bitte verkleinern Sie die Datei.',
    );
    expect(await within(form).findByText('genau.pdf')).toBeInTheDocument();
    expect(received.map((sent) => sent.name)).toEqual(['genau.pdf']);
  });

  it('refuses files over the count, and takes one again after a file is removed', async () => {
    const { received, forgotten } = uploadService();
    const user = setup();
    const form = await page.place('form', { definition });
    const input = within(form).getByLabelText(/Belege/, { selector: 'input' });
    await user.upload(input, [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Sie können höchstens 2 Dateien hochladen. „c.pdf“ wurde nicht hinzugefügt.',
    );
    await within(form).findByText('b.pdf');
    await user.click(within(form).getByRole('button', { name: '„a.pdf“ entfernen' }));
    expect(within(form).queryByText('a.pdf')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(forgotten).toEqual([`u-1?instanceId=${encodeURIComponent(received[0]!.instanceId)}`]),
    );
    await user.upload(input, file('c.pdf'));
    expect(await within(form).findByText('c.pdf')).toBeInTheDocument();
    expect(received.map((sent) => sent.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
  });

  it('sends the uploaded files with the form', async () => {
    const { submitted } = uploadService();
    const user = setup();
    const form = await page.place('form', { definition });
    await user.upload(
      within(form).getByLabelText(/Belege/, { selector: 'input' }),
      file('kontoauszug.pdf'),
    );
    await within(form).findByText('kontoauszug.pdf');
    await user.click(within(form).getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.body['documents']).toEqual([
      expect.objectContaining({ id: 'u-1', name: 'kontoauszug.pdf' }),
    ]);
  });
});
