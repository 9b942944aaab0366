import { useIntl } from 'react-intl';
import { fetchText, useSWR } from '@ctb/shared/http';
import { HtmlFragment } from '@ctb/shared/html';
import { ErrorArea } from '../error-area/error-area';
import styles from './legal-info.module.css';

/** The modal's body: the CMS fragment, sanitised by HtmlFragment, with loading and error states. */
export function LegalInfoContent({ url }: { url: string }) {
  const intl = useIntl();
  const { data, error, isLoading } = useSWR(['calculators/legal-info', url], () => fetchText(url), {
    revalidateOnFocus: false,
  });
  if (error) return <ErrorArea />;
  if (isLoading || data === undefined) {
    return (
      <p className={styles.loading} role="status">
        {intl.formatMessage({ id: 'common.loading' })}
      </p>
    );
  }
  return <HtmlFragment html={data} />;
}
