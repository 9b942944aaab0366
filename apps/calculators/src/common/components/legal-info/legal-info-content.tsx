import { fetchText, useSWR } from '@ctb/shared/http';
import { HtmlFragment } from '@ctb/shared/html';
import { ErrorArea } from '../error-area/error-area';
import { LegalInfoLoading } from './legal-info-loading';

/** The modal's body: the CMS fragment, sanitised by HtmlFragment, with loading and error states. */
export function LegalInfoContent({ url }: { url: string }) {
  const { data, error, isLoading } = useSWR(['calculators/legal-info', url], () => fetchText(url), {
    revalidateOnFocus: false,
  });
  if (error) return <ErrorArea />;
  if (isLoading || data === undefined) return <LegalInfoLoading />;
  return <HtmlFragment html={data} />;
}
