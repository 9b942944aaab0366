import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { logWidgetError } from '@ctb/shared';
import type { ListItem } from './api';
import styles from './automated-list.module.css';
import type { ItemLayoutSettings } from './items/item-layout-props';
import { itemLayouts } from './items/item-layouts';

const WIDGET_ID = 'lists/automated-list';

interface ListItemsProps {
  items: ListItem[];
  settings: ItemLayoutSettings;
  /** The rendered item elements by index, for moving focus to the first new one. */
  elements: RefObject<Map<number, HTMLLIElement>>;
}

/** The result items, each through the layout of its type; unmapped types are logged and skipped. */
export function ListItems({ items, settings, elements }: ListItemsProps) {
  const intl = useIntl();
  const loggedTypes = useRef(new Set<string>());
  const unmapped = [...new Set(items.map((item) => item.type))].filter(
    (type) => !itemLayouts[type],
  );

  useEffect(() => {
    for (const type of unmapped) {
      if (loggedTypes.current.has(type)) continue;
      loggedTypes.current.add(type);
      logWidgetError(WIDGET_ID, `no item layout for items of type "${type}"; they are skipped`);
    }
  });

  return (
    <ul
      className={styles.items}
      aria-label={intl.formatMessage({ id: 'lists.automatedList.items.label' })}
    >
      {items.map((item, index) => {
        const Layout = itemLayouts[item.type];
        if (!Layout) return null;
        return (
          <li
            key={`${index}-${String(item.accessibilityID ?? item.url ?? '')}`}
            className={styles.item}
            tabIndex={-1}
            ref={(element) => {
              if (element) elements.current.set(index, element);
              else elements.current.delete(index);
            }}
          >
            <Layout item={item} settings={settings} />
          </li>
        );
      })}
    </ul>
  );
}
