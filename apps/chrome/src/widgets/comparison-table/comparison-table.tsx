import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { safeHref, usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { useViewportWidth } from '../../common/media-query/use-media-query';
import { ResponsiveImage } from '../../common/responsive-image';
import { useSwipe } from '../../common/swipe/use-swipe';
import { productColumns } from './columns';
import type { ComparisonProduct, ComparisonTableConfig } from './config-schema';
import styles from './comparison-table.module.css';

const SOURCE = 'chrome/comparison-table';

/**
 * Products compared feature by feature in a real table: each product a column header, each
 * feature a row header, so a screen reader names both for every cell. As many products as fit
 * stand side by side; previous/next (and a swipe) move along them one at a time. In the editor's
 * edit mode every product is shown, the table scrolling sideways.
 */
export function ComparisonTable({ config }: WidgetProps<ComparisonTableConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const tableId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const total = config.products.length;
  const perView = Math.min(total, productColumns(useViewportWidth(), config.descriptionColumn));
  const [start, setStart] = useState(0);
  const first = Math.min(start, total - perView);
  const paging = !editMode && total > perView;
  const shown = editMode ? config.products : config.products.slice(first, first + perView);
  const move = (step: number) => setStart(Math.max(0, Math.min(total - perView, first + step)));
  useSwipe(wrapper, (direction) => move(direction === 'next' ? 1 : -1), paging);

  const Heading = `h${config.headingLevel ?? 2}` as const;
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `chrome.comparisonTable.${id}` }, values);
  const last = first + perView;

  return (
    <section className={styles.root} aria-label={config.title ?? config.caption}>
      {config.title && <Heading className={styles.title}>{config.title}</Heading>}
      {paging && (
        <div className={styles.nav}>
          <p className={styles.position} aria-live="polite" aria-atomic="true">
            {perView === 1
              ? text('shownOne', { first: first + 1, total })
              : text('shownRange', { first: first + 1, last, total })}
          </p>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={text('previous')}
            aria-controls={tableId}
            aria-disabled={first === 0}
            onClick={() => move(-1)}
          />
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={text('next')}
            aria-controls={tableId}
            aria-disabled={last >= total}
            onClick={() => move(1)}
          />
        </div>
      )}
      <div
        ref={wrapper}
        className={editMode ? styles.scroll : styles.frame}
        {...(editMode && { role: 'region', 'aria-label': config.caption, tabIndex: 0 })}
      >
        <table
          id={tableId}
          className={styles.table}
          data-description={config.descriptionColumn || undefined}
          style={editMode ? { minWidth: `${(shown.length + 1) * 12}rem` } : undefined}
        >
          <caption className={styles.caption}>{config.caption}</caption>
          <thead>
            <tr>
              <td className={config.descriptionColumn ? styles.corner : styles.hiddenCell} />
              {shown.map((product) => (
                <ProductHeader key={product.id} product={product} />
              ))}
            </tr>
          </thead>
          <tbody>
            {config.features.map((feature) => (
              <tr key={feature.id}>
                <th
                  scope="row"
                  className={config.descriptionColumn ? styles.rowHeader : styles.hiddenCell}
                >
                  {feature.label}
                </th>
                {shown.map((product) => (
                  <td key={product.id} className={styles.cell}>
                    {!config.descriptionColumn && (
                      <span className={styles.inlineLabel} aria-hidden="true">
                        {feature.label}
                      </span>
                    )}
                    <FeatureValue value={product.values[feature.id]} />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={styles.hiddenCell}>
                {text('action')}
              </th>
              {shown.map((product) => {
                const href =
                  product.link &&
                  safeHref(product.link.href, { source: `${SOURCE} products.link.href` });
                return (
                  <td key={product.id} className={styles.actionCell}>
                    {href && product.link && (
                      <a className={styles.cta} href={href}>
                        {product.link.text}
                        <span className={styles.visuallyHidden}>{`: ${product.name}`}</span>
                      </a>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ProductHeader({ product }: { product: ComparisonProduct }) {
  return (
    <th scope="col" className={styles.product}>
      {product.image && (
        <ResponsiveImage
          className={styles.productImage}
          image={product.image}
          sizes="(min-width: 768px) 25vw, 50vw"
          decorative
        />
      )}
      {product.badge && <span className={styles.badge}>{product.badge}</span>}
      <span className={styles.productName}>{product.name}</span>
      {product.price && <span className={styles.price}>{product.price}</span>}
    </th>
  );
}

function FeatureValue({ value }: { value: string | boolean | undefined }) {
  const intl = useIntl();
  if (value === undefined || value === '') return <span className={styles.none}>–</span>;
  if (typeof value === 'string') return <span>{value}</span>;
  const label = intl.formatMessage({ id: `chrome.comparisonTable.${value ? 'yes' : 'no'}` });
  return <span className={value ? styles.yes : styles.no} role="img" aria-label={label} />;
}
