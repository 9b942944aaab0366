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
