import { useIntl } from 'react-intl';
import { DEFAULT_PORTRAIT } from '../../../common/default-portrait';
import { FormOverlayLink, type ItemLink } from './form-overlay-link';
import { ItemHeading } from './item-heading';
import { ItemImage, type ItemImageSet } from './item-image';
import type { ItemLayoutProps } from './item-layout-props';
import styles from './items.module.css';

/** A list item of type employee (SPEC "Employee"); the platform sends "" for absent fields. */
export interface EmployeeItem {
  type: 'employee';
  accessibilityID?: string;
  academicDegree?: string;
  firstname: string;
  lastname: string;
  masterDegree?: string;
  businessField?: string;
  specialisation?: string;
  languages?: string[];
  phone?: string;
  mobile?: string;
  email?: string;
  location?: { text?: string; subsidiary?: string };
  subsidiary?: string;
  subsidiaryAddress?: string;
  links?: ItemLink[];
  listImage?: ItemImageSet;
}

/** "Mag. Anna Berger, MBA": degrees before the name, the master's degree after it. */
export function employeeName(item: EmployeeItem): string {
  const name = [item.academicDegree, item.firstname, item.lastname].filter(Boolean).join(' ');
  return item.masterDegree ? `${name}, ${item.masterDegree}` : name;
}

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** An adviser: who they are, what they do, how to reach them and where. */
export function EmployeeItemLayout({ item, settings }: ItemLayoutProps<EmployeeItem>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The business field is the person's function; both it and the specialisation are shown only
  // when the site setting says so.
  const role = settings.showFunction ? item.businessField : '';
  const specialisation = settings.showSpecialisation ? item.specialisation : '';
  const mobile = settings.showMobile ? item.mobile : '';
  const languages = item.languages?.filter(Boolean) ?? [];
  const subsidiary = item.location?.subsidiary || item.subsidiary;
  const address = item.subsidiaryAddress || item.location?.text;

  return (
    <article className={styles.item}>
      {item.listImage ? (
        <ItemImage className={styles.image} image={item.listImage} shape="portrait" />
      ) : (
        <img className={styles.image} src={DEFAULT_PORTRAIT} alt="" width={96} height={96} />
      )}
      <div className={styles.body}>
        <ItemHeading level={settings.headingLevel} className={styles.title}>
          {employeeName(item)}
        </ItemHeading>
        <dl className={styles.details}>
          {role ? (
            <>
              <dt>{text('lists.employee.function')}</dt>
              <dd>{role}</dd>
            </>
          ) : null}
          {specialisation ? (
            <>
              <dt>{text('lists.employee.specialisation')}</dt>
              <dd>{specialisation}</dd>
            </>
          ) : null}
          {languages.length > 0 ? (
            <>
              <dt>{text('lists.employee.languages')}</dt>
              <dd>{intl.formatList(languages, { type: 'conjunction' })}</dd>
            </>
          ) : null}
          {item.phone ? (
            <>
              <dt>{text('lists.employee.phone')}</dt>
              <dd>
                <a className={styles.link} href={telHref(item.phone)}>
                  {item.phone}
                </a>
              </dd>
            </>
          ) : null}
          {mobile ? (
            <>
              <dt>{text('lists.employee.mobile')}</dt>
              <dd>
                <a className={styles.link} href={telHref(mobile)}>
                  {mobile}
                </a>
              </dd>
            </>
          ) : null}
          {item.email ? (
            <>
              <dt>{text('lists.employee.email')}</dt>
              <dd>
                <a className={styles.link} href={`mailto:${item.email}`}>
                  {item.email}
                </a>
              </dd>
            </>
          ) : null}
          {subsidiary || address ? (
            <>
              <dt>{text('lists.employee.location')}</dt>
              <dd>
                {subsidiary ? <span>{subsidiary}</span> : null}
                {subsidiary && address ? <br /> : null}
                {address ? <span>{address}</span> : null}
              </dd>
            </>
          ) : null}
        </dl>
        {item.links && item.links.length > 0 ? (
          <ul className={styles.actions}>
            {item.links.map((link) => (
              <li key={`${link.href}-${link.text}`}>
                <FormOverlayLink link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
