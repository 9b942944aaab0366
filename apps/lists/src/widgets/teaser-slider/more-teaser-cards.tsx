import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { truncate } from '@ctb/shared/formats';
import { formatDate } from '@ctb/shared/dates';
import { DEFAULT_PORTRAIT } from '../../common/default-portrait';
import { selectClubBenefit } from '../../common/select-club-benefit';
import cards from './more-teaser-cards.module.css';
import type {
  BankTeaser,
  ClubBenefitTeaser,
  EmployeeTeaser,
  FaqTeaser,
  TeaserImage,
} from './teaser-item';
import styles from './teaser-slider.module.css';

/** The start of an answer: a few lines, the card's title links to the whole of it. */
const ANSWER_LENGTH = 160;

interface CardProps<Item> {
  item: Item;
  /** One level below the slider's own heading. */
  headingLevel: 3 | 4 | 5;
}

function Heading({ level, children }: { level: 3 | 4 | 5; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={styles.title}>{children}</Tag>;
}

/** The card's 16:9 picture, or a calm placeholder so the cards of a slider line up. */
function CardImage({ image }: { image?: TeaserImage }) {
  return image ? (
    <img
      className={styles.image}
      src={image.res1x}
      srcSet={image.res2x !== image.res1x ? `${image.res1x} 1x, ${image.res2x} 2x` : undefined}
      alt={image.alt}
      loading="lazy"
      width={576}
      height={324}
    />
  ) : (
    <div className={styles.imagePlaceholder} aria-hidden="true" />
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg className={cards.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

const ICONS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z',
  mobile:
    'M16 1H8a2 2 0 0 0-2 2v18a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3a2 2 0 0 0-2-2zm-4 21a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm4-4H8V4h8z',
  email:
    'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  place:
    'M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
} as const;

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** A question linking to its answer on the FAQ page, with the start of the answer. */
export function FaqTeaserCard({ item, headingLevel }: CardProps<FaqTeaser>) {
  return (
    <article className={`${styles.card} ${cards.faq}`}>
      <div className={styles.body}>
        <p className={cards.eyebrow}>
          <span className={cards.faqMark} aria-hidden="true">
            ?
          </span>
          {item.category}
        </p>
        <Heading level={headingLevel}>
          <a className={styles.link} href={item.url || undefined}>
            {item.question}
          </a>
        </Heading>
        {item.answer && <p className={styles.text}>{truncate(item.answer, ANSWER_LENGTH)}</p>}
      </div>
    </article>
  );
}

/** An adviser: portrait, name, function, branch and the ways to get in touch the site shows. */
export function EmployeeTeaserCard({ item, headingLevel }: CardProps<EmployeeTeaser>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const contacts = [
    item.phone && {
      kind: 'phone',
      label: text('lists.employee.phone'),
      href: telHref(item.phone),
      value: item.phone,
    },
    item.mobile && {
      kind: 'mobile',
      label: text('lists.employee.mobile'),
      href: telHref(item.mobile),
      value: item.mobile,
    },
    item.email && {
      kind: 'email',
      label: text('lists.employee.email'),
      href: `mailto:${item.email}`,
      value: item.email,
    },
  ].filter((contact) => !!contact) as {
    kind: 'phone' | 'mobile' | 'email';
    label: string;
    href: string;
    value: string;
  }[];

  return (
    <article className={`${styles.card} ${cards.person}`}>
      <img
        className={cards.portrait}
        src={item.portrait?.res1x ?? DEFAULT_PORTRAIT}
        srcSet={item.portrait && `${item.portrait.res1x} 1x, ${item.portrait.res2x} 2x`}
        alt=""
        loading="lazy"
        width={112}
        height={112}
      />
      <div className={`${styles.body} ${cards.personBody}`}>
        <Heading level={headingLevel}>{item.name}</Heading>
        {item.role && <p className={cards.role}>{item.role}</p>}
        {(item.subsidiary || item.address) && (
          <p className={cards.line}>
            <Icon path={ICONS.place} />
            <span>
              <span
                className={styles.visuallyHidden}
              >{`${text('lists.employee.location')}: `}</span>
              {item.subsidiary}
              {item.subsidiary && item.address && <br />}
              {item.address}
            </span>
          </p>
        )}
        {contacts.length > 0 && (
          <ul className={cards.contacts}>
            {contacts.map((contact) => (
              <li key={contact.kind} className={cards.line}>
                <Icon path={ICONS[contact.kind]} />
                <a className={`${styles.link} ${cards.contactLink}`} href={contact.href}>
                  <span className={styles.visuallyHidden}>{`${contact.label}: `}</span>
                  {contact.value}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}

/** A branch: photo, name, address, whether it is open now and the way to its page. */
export function BankTeaserCard({ item, headingLevel }: CardProps<BankTeaser>) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // The western banks (bank code beginning with 5) link to the branch's own page.
  const websiteText = item.blz.startsWith('5')
    ? text('lists.bank.openBranchPage')
    : text('lists.bank.openBankPage');

  return (
    <article className={styles.card}>
      <CardImage image={item.image} />
      <div className={styles.body}>
        <Heading level={headingLevel}>{item.name}</Heading>
        <address className={cards.address}>
          {item.street}
          <br />
          {`${item.postalCode} ${item.city}`}
        </address>
        {item.openNow !== undefined && (
          <p className={`${cards.status} ${item.openNow ? cards.open : cards.closed}`}>
            {text(item.openNow ? 'lists.bank.openNow' : 'lists.bank.closedNow')}
          </p>
        )}
        {item.website && (
          // Named with the branch: every card of the slider has this link.
          <a
            className={cards.action}
            href={item.website}
            aria-label={`${websiteText}: ${item.name}`}
          >
            {websiteText}
          </a>
        )}
      </div>
    </article>
  );
}

/** A club discount: picture, title, value, validity and "Mehr Details" (the club page's `cd-id`). */
export function ClubBenefitTeaserCard({ item, headingLevel }: CardProps<ClubBenefitTeaser>) {
  const intl = useIntl();
  return (
    <article className={styles.card}>
      {/* The picture shows the partner shop the title already names: decorative. */}
      <CardImage
        image={item.picture ? { res1x: item.picture, res2x: item.picture, alt: '' } : undefined}
      />
      <div className={styles.body}>
        {item.value && <p className={cards.voucher}>{item.value}</p>}
        <Heading level={headingLevel}>{item.title}</Heading>
        {item.place && <p className={cards.meta}>{item.place}</p>}
        <p className={cards.meta}>
          {item.validTo
            ? intl.formatMessage(
                { id: 'lists.clubBenefit.validTo' },
                { date: formatDate(item.validTo) },
              )
            : intl.formatMessage({ id: 'lists.clubBenefit.unlimited' })}
        </p>
        <button type="button" className={cards.action} onClick={() => selectClubBenefit(item.id)}>
          {intl.formatMessage({ id: 'lists.clubBenefit.moreDetails' })}
          <span className={styles.visuallyHidden}>
            {` ${intl.formatMessage({ id: 'lists.clubBenefit.moreDetailsTo' }, { title: item.title })}`}
          </span>
        </button>
      </div>
    </article>
  );
}
