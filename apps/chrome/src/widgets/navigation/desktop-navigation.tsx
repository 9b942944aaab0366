import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, useWidgetContext, type WidgetProps } from '@ctb/shared/runtime';
import { readNavigationTree, type NavigationItem } from '../../common/navigation-tree';
import { useTakeOverStaticMarkup } from '../../common/static-markup';
import type { NavigationConfig } from './config-schema';
import styles from './desktop-navigation.module.css';
import { useFlyouts } from './use-flyouts';

function Flyout({ item, id, hidden }: { item: NavigationItem; id: string; hidden: boolean }) {
  const intl = useIntl();
  return (
    <div id={id} className={styles.flyout} hidden={hidden}>
      <div className={styles.flyoutInner}>
        <a className={styles.overview} href={item.href} aria-current={item.current}>
          {intl.formatMessage({ id: 'chrome.navigation.overview' }, { section: item.label })}
        </a>
        <ul className={styles.columns}>
          {item.children.map((child) => (
            <li key={child.href} className={styles.column}>
              <a className={styles.level2} href={child.href} aria-current={child.current}>
                {child.label}
              </a>
              {child.children.length > 0 && (
                <ul className={styles.level3}>
                  {child.children.map((leaf) => (
                    <li key={leaf.href}>
                      <a href={leaf.href} aria-current={leaf.current}>
                        {leaf.label}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The main navigation on desktop, a disclosure navigation (WAI-ARIA APG): each section with
 * pages below is a button that shows its flyout with levels 2 and 3 (after 150 ms of hovering,
 * or on click, Enter, Space); Escape closes it and gives the focus back to its button, leaving
 * it closes it. The tree and the current page come from the CMS's links it replaces.
 */
export function DesktopNavigation(_props: WidgetProps<NavigationConfig>) {
  const { element } = useWidgetContext();
  const { editMode } = usePageConfig();
  const nav = element.closest('nav');
  const [tree] = useState(() => readNavigationTree(nav, 'chrome/navigation'));
  useTakeOverStaticMarkup([nav?.querySelector(':scope > ul[data-level="1"]')]);
  // In the editor nothing opens by itself: flyouts only on click.
  const flyouts = useFlyouts(!editMode);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLUListElement>(null);

  const { openIndex, close } = flyouts;
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex, close]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'Escape' || openIndex !== index) return;
    event.stopPropagation();
    close();
    buttons.current[index]?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>, index: number) => {
    if (openIndex === index && !event.currentTarget.contains(event.relatedTarget as Node | null))
      close();
  };

  return (
    <ul className={styles.level1} ref={list}>
      {tree.map((item, index) =>
        item.children.length === 0 ? (
          <li key={item.href} className={styles.item}>
            <a className={styles.topLink} href={item.href} aria-current={item.current}>
              {item.label}
            </a>
          </li>
        ) : (
          <li
            key={item.href}
            className={styles.item}
            onPointerEnter={(event) => event.pointerType === 'mouse' && flyouts.pointerEnter(index)}
            onPointerLeave={(event) => event.pointerType === 'mouse' && flyouts.pointerLeave(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onBlur={(event) => onBlur(event, index)}
          >
            <button
              type="button"
              ref={(button) => {
                buttons.current[index] = button;
              }}
              className={styles.topButton}
              aria-expanded={openIndex === index}
              aria-controls={`${baseId}-${index}`}
              data-current={item.current ? 'true' : undefined}
              onClick={() => flyouts.toggle(index)}
            >
              {item.label}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <Flyout item={item} id={`${baseId}-${index}`} hidden={openIndex !== index} />
          </li>
        ),
      )}
    </ul>
  );
}
