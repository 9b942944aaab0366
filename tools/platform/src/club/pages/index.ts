import type { Language } from '../../common/config/app-names';
import { DEFAULT_IDENTITY_PROVIDER } from '../../common/config/app-names';
import { escapeHtml } from '../../rendering/html';
import { textSection, widgetBlock } from '../../rendering/sections';
import { widgetElement } from '../../rendering/widget-markup';
import { demoDiscounts } from '../data/demo-discounts';
import { CLUB_CLIENT_ID, CLUB_SCOPE } from '../identity/identity-config';
import { CLUB_PAGE_COPY } from './club-page-copy';

/**
 * The identity provider's origin as pages name it. Pages are rendered without the platform's
 * config, so the port comes from the same place the config takes it (CTB_IDP_PORT, else the
 * manifest).
 */
export function identityProviderOrigin(env = process.env): string {
  const port = Number(env.CTB_IDP_PORT) || DEFAULT_IDENTITY_PROVIDER.port;
  return `http://${DEFAULT_IDENTITY_PROVIDER.host}:${port}`;
}

/** The login settings both club widgets take (docs/contracts.md, "Club"). */
export function clubLoginConfig() {
  const issuer = identityProviderOrigin();
  return {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    clientId: CLUB_CLIENT_ID,
    scope: CLUB_SCOPE,
    exchangeEndpoint: '/cachableservlets/club/exchange-code.json',
  };
}

export function discountPageConfig(language: Language) {
  const copy = CLUB_PAGE_COPY[language];
  return {
    title: copy.title,
    intro: copy.intro,
    headingLevel: 2,
    list: {
      endpoint: '/cachableservlets/club/benefits.json',
      pageSize: 12,
      loadOnScrollCount: 2,
      history: true,
      searchPlaceholder: copy.searchPlaceholder,
    },
    detailEndpoint: '/cachableservlets/club/benefit.json',
    contentsEndpoint: '/cachableservlets/club/contents.json',
    mediaPath: '/cachableservlets/club/media',
    membershipEndpoint: '/cachableservlets/club/membership.json',
    promoCodeEndpoint: '/cachableservlets/club/benefits/{id}/code',
    promoCodeMethod: 'POST',
    login: clubLoginConfig(),
  };
}

function demoLinks(language: Language): string {
  const copy = CLUB_PAGE_COPY[language];
  const links = demoDiscounts(new Date())
    .map(
      ({ kind, voucherId }) =>
        `<li><a href="/${language}/club.html?cd-id=${voucherId}">${escapeHtml(copy.demo[kind])} (${voucherId})</a></li>`,
    )
    .join('');
  return textSection(
    { heading: copy.demoHeading, paragraphs: [copy.demoIntro] },
    `<ul class="cms-copy">${links}</ul>`,
  );
}

/** The sections of /<lang>/club.html after its CMS copy: login button, discount page, QA links. */
export function clubPage(language: Language): string[] {
  return [
    widgetBlock(widgetElement('club/login-button', clubLoginConfig())),
    widgetBlock(widgetElement('club/discount-page', discountPageConfig(language))),
    demoLinks(language),
  ];
}
