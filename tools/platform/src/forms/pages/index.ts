import type { Language } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import { widgetBlock } from '../../rendering/sections';
import { widgetElement } from '../../rendering/widget-markup';
import { DEMO_EVENTS, DEMO_PROFILES } from '../data/demo-events';
import { formPagePath, formsCopy } from './forms-copy';
import {
  contactCtaWidget,
  eventFormWidget,
  formOverlayWidget,
  formWidget,
  newsletterWidget,
} from './forms-widgets';

const EMPLOYEE_LIST = '/cachableservlets/lists/employees.json';

/** Links to the registration page of every demo event, each in another state. */
function invitations(language: Language): string {
  const copy = formsCopy(language);
  const open = (servicePKey: string, profilePKey: string) =>
    `${formPagePath(language, 'veranstaltung')}?event=${servicePKey}&profile=${profilePKey}`;
  const links = [
    ...DEMO_EVENTS.map((event) => ({
      href: open(event.servicePKey, 'p-anna-berger'),
      text: `${language === 'en' ? event.title.en : event.title.de}`,
    })),
    ...DEMO_PROFILES.flatMap((profile) =>
      Object.entries(profile.statuses).map(([servicePKey, status]) => ({
        href: open(servicePKey, profile.profilePKey),
        text: `${profile.firstName} ${profile.lastName}: ${status}`,
      })),
    ),
  ];
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`)
    .join('');
  return `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(copy.invitationsHeading)}</h2><p class="cms-copy">${escapeHtml(copy.invitationsText)}</p><ul class="cms-copy">${items}</ul></section>`;
}

/** The sections of /<lang>/forms.html after its CMS copy: every widget of the forms domain. */
export function formsPage(language: Language): string[] {
  const copy = formsCopy(language);
  return [
    widgetBlock(contactCtaWidget(language)),
    widgetBlock(formWidget('kontakt', language)),
    widgetBlock(formWidget('terminvereinbarung', language)),
    widgetBlock(
      widgetElement(
        'lists/automated-list',
        {
          listType: 'employees',
          endpoint: EMPLOYEE_LIST,
          title: copy.employeesTitle,
          searchPlaceholder: copy.employeesSearch,
          pageSize: 3,
          showFunction: 'true',
          showSpecialisation: 'true',
          showMobile: 'false',
        },
        'advisers',
      ) + formOverlayWidget(language),
    ),
    widgetBlock(formWidget('beschwerde', language)),
    widgetBlock(formWidget('kontoeroeffnung', language)),
    widgetBlock(
      eventFormWidget(language, { profilePKey: 'p-anna-berger', servicePKey: 'ev-wohntraum' }),
    ),
    invitations(language),
    widgetBlock(newsletterWidget(language)),
  ];
}

/** The start page: the contact call-to-action after the advice copy, the newsletter at its foot. */
export const startPageContact = (language: Language) => widgetBlock(contactCtaWidget(language));
export const startPageNewsletter = (language: Language) =>
  widgetBlock(newsletterWidget(language, 'footer'));
