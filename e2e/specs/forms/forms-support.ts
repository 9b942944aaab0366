import { expect, type APIRequestContext, type Locator, type Page } from '../../support/test';
import { siteUrl } from '../../support/urls';

/** A text no earlier run stored, to find this test's submission among all the platform kept. */
export const uniqueText = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A form page of the site (`/de/formulare/<slug>.html`) with its one form mounted. */
export async function openFormPage(page: Page, slug: string, query = ''): Promise<Locator> {
  await page.goto(`/de/formulare/${slug}.html${query}`);
  const widget = page.locator('main [data-widget^="forms/"]').first();
  await expect(widget).toHaveAttribute('data-widget-state', 'mounted');
  return widget;
}

export interface StoredSubmission {
  submissionId: string;
  reference: string;
  instanceId: string;
  values: Record<string, unknown>;
}

/** The platform's QA list of a form's stored submissions. */
export async function storedSubmissions(
  request: APIRequestContext,
  formId: string,
): Promise<StoredSubmission[]> {
  const response = await request.get(`${siteUrl}/forms/${formId}/submissions.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { submissions: StoredSubmission[] }).submissions;
}

/** Stored submissions whose field `fieldId` holds `text`. */
export async function submissionsWith(
  request: APIRequestContext,
  formId: string,
  fieldId: string,
  text: string,
): Promise<StoredSubmission[]> {
  return (await storedSubmissions(request, formId)).filter(
    (submission) => submission.values[fieldId] === text,
  );
}

/** The colours that paint at least a tenth of an element's picture, as a visitor sees it. */
async function paintedColours(element: Locator): Promise<string[]> {
  const picture = (await element.screenshot()).toString('base64');
  return element.page().evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const shares = new Map<string, number>();
    for (let index = 0; index < data.length; index += 4) {
      const colour = data.slice(index, index + 3).join();
      shares.set(colour, (shares.get(colour) ?? 0) + 1);
    }
    const pixels = data.length / 4;
    return [...shares]
      .filter(([, count]) => count / pixels >= 0.1)
      .map(([colour]) => colour)
      .sort();
  }, picture);
}

/**
 * Fails when an element in a state (the chosen day) is painted in the same colours as one out of
 * it in forced colours: a background that only changed from transparent to the page's own colour
 * differs in its computed style, not on the screen.
 */
export async function expectPaintedApartInForcedColors(inState: Locator, outOfState: Locator) {
  const [on, off] = [await paintedColours(inState), await paintedColours(outOfState)];
  expect(on, 'the colours of the element in the state and of one out of it').not.toEqual(off);
}
