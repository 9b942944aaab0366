import { escapeHtml } from '../../rendering/html';
import { widgetElement } from '../../rendering/widget-markup';
import type { Bank, Branch, OpeningPeriod } from '../data/branch-types';

const DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];
const TYPES: Record<Branch['type'], string> = {
  BANKSTELLE: 'Bankstelle',
  SB_STELLE: 'Selbstbedienungsstelle',
  BERATUNGSZENTRUM: 'Beratungszentrum',
};

// Branch pages lay out their own blocks; the site stylesheet knows the CMS frame only.
const STYLE = `<style>
.branch-page{display:grid;gap:2rem;margin:2rem 0;font-family:"Source Sans 3","Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.5;color:#1f2933}
.branch-page a{color:#00427a}
.branch-page .cms-section{margin:0}
.branch-page__photo{margin:0}
.branch-page__photo img{display:block;width:100%;height:auto;border-radius:8px}
.branch-page__photo figcaption{font-size:.875rem;color:#4d5965;margin-top:.25rem}
.branch-page__facts{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:.5rem}
.branch-page__facts li{padding:.25rem .75rem;border-radius:999px;background:#e8f1f9;color:#00427a;font-size:.875rem}
.branch-page__list{margin:0;padding-left:1.25rem}
.branch-page__hours{border-collapse:collapse;margin-top:.75rem}
.branch-page__hours caption{text-align:left;font-weight:700;margin:0 0 .25rem}
.branch-page__hours th,.branch-page__hours td{text-align:left;padding:.25rem 1.5rem .25rem 0;vertical-align:top;font-weight:400}
.branch-page address{font-style:normal}
@media (min-width:768px){.branch-page{grid-template-columns:1fr 1fr}.branch-page__wide{grid-column:1/-1}}
</style>`;

function section(heading: string, body: string, wide = false): string {
  const className = wide ? 'cms-section branch-page__wide' : 'cms-section';
  return `<section class="${className}"><h2 class="cms-heading">${escapeHtml(heading)}</h2>${body}</section>`;
}

function hoursTable(periods: readonly OpeningPeriod[], caption: string): string {
  const rows = DAYS.map((day, index) => {
    const intervals = periods.find((period) => period.day === index)?.intervals ?? [];
    const text = intervals.length
      ? intervals.map((interval) => `${interval.open}–${interval.close}`).join(', ')
      : 'geschlossen';
    return `<tr><th scope="row">${day}</th><td>${text}</td></tr>`;
  }).join('');
  return `<table class="branch-page__hours"><caption class="cms-copy">${escapeHtml(caption)}</caption><tbody>${rows}</tbody></table>`;
}

function list(items: readonly string[]): string {
  return `<ul class="branch-page__list">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** The main content of a branch's page on its bank's site. */
export function branchPageMain(branch: Branch, bank: Bank): string {
  const { address, contact } = branch;
  const photo = branch.listImage;
  const facts = [
    TYPES[branch.type],
    branch.accessible ? 'Barrierefrei' : undefined,
    branch.parkinglots > 0 ? `${branch.parkinglots} Parkplätze` : undefined,
    branch.central ? 'Hauptanstalt' : undefined,
  ].filter((fact): fact is string => Boolean(fact));
  const telephone = contact.telephone.replace(/[^+\d]/g, '');
  const contactBody = `<address class="cms-copy">${escapeHtml(branch.name)}<br>${escapeHtml(address.street)}<br>${escapeHtml(address.postalCode)} ${escapeHtml(address.city)}</address>
<p class="cms-copy">Telefon: <a href="tel:${telephone}">${escapeHtml(contact.telephone)}</a><br>
E-Mail: <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a>${
    contact.chat ? `<br><a href="${escapeHtml(contact.chat)}">Chat mit Ihrer Beraterin</a>` : ''
  }</p>
<p class="cms-copy"><a href="${escapeHtml(branch.routePlanner)}" target="_blank" rel="noopener noreferrer">Route planen (öffnet in neuem Fenster)</a></p>`;
  const openingHours = widgetElement('banksearch/opening-hours', {
    branchId: branch.id,
    title: 'Öffnungszeiten',
    headingLevel: 2,
  });
  const blocks = [
    `<figure class="branch-page__photo"><img src="${photo.sm.res1x}" srcset="${photo.sm.res1x} 1x, ${photo.sm.res2x} 2x" width="320" height="240" alt="${escapeHtml(photo.alt)}"><figcaption>${escapeHtml(branch.imageCopyRight)}</figcaption></figure>`,
    section(
      'Adresse und Kontakt',
      `<ul class="branch-page__facts">${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>${contactBody}`,
    ),
    // The widget brings its heading and the live open-now state; without script the table shows.
    `<div>${openingHours}<noscript>${hoursTable(branch.openingHours.periods, 'Öffnungszeiten')}</noscript></div>`,
    branch.consultingHours.periods.length
      ? section(
          'Beratung',
          hoursTable(branch.consultingHours.periods, 'Beratung nach Vereinbarung'),
        )
      : '',
    branch.services.length ? section('Leistungen', list(branch.services)) : '',
    branch.equipment.length ? section('Ausstattung', list(branch.equipment)) : '',
    section(
      'Selbstbedienung',
      `${list(branch.selfService.equipment)}${hoursTable(branch.selfService.openingHours.periods, 'Foyer geöffnet')}`,
    ),
    section(
      bank.name,
      `<p class="cms-copy">Diese Bankstelle gehört zur ${escapeHtml(bank.name)} (BLZ ${escapeHtml(branch.blz)}).</p><p class="cms-copy"><a href="${bank.rootPath}/">Alle Bankstellen der ${escapeHtml(bank.name)}</a></p>`,
      true,
    ),
  ];
  return `${STYLE}<div class="branch-page">${blocks.filter(Boolean).join('\n')}</div>
${redirectPopover(bank)}`;
}

/**
 * The chat page a branch's chat link opens: who answers, when, how to start the chat in online
 * banking, and the other ways to reach the branch. The stand-in has no chat service behind it.
 */
export function chatPageMain(branch: Branch, bank: Bank): string {
  const { contact } = branch;
  const telephone = contact.telephone.replace(/[^+\d]/g, '');
  const blocks = [
    section(
      'So erreichen Sie uns im Chat',
      `<p class="cms-copy">Ihre Beraterinnen und Berater der Bankstelle ${escapeHtml(branch.name)} beantworten Ihre Fragen zu Konto, Karte, Sparen und Finanzierung auch im Chat – persönlich, ohne Warteschleife.</p>
<ol class="branch-page__list">
<li>Melden Sie sich im Online-Banking der ${escapeHtml(bank.name)} an.</li>
<li>Wählen Sie im Menü „Nachrichten“ den Eintrag „Chat mit meiner Bankstelle“.</li>
<li>Schreiben Sie Ihre Frage; wir antworten in der Regel innerhalb weniger Minuten.</li>
</ol>
<p class="cms-copy">Bitte senden Sie im Chat keine PIN, TAN oder Passwörter. Wir fragen nie danach.</p>`,
    ),
    section('Chat-Zeiten', hoursTable(branch.consultingHours.periods, 'Chat besetzt')),
    section(
      'Lieber anders?',
      `<p class="cms-copy">Telefon: <a href="tel:${telephone}">${escapeHtml(contact.telephone)}</a><br>
E-Mail: <a href="mailto:${escapeHtml(contact.email)}">${escapeHtml(contact.email)}</a></p>
<p class="cms-copy"><a href="${escapeHtml(contact.website)}">Zur Bankstelle ${escapeHtml(branch.name)}</a></p>`,
      true,
    ),
  ];
  return `${STYLE}<div class="branch-page">${blocks.join('\n')}</div>
${redirectPopover(bank)}`;
}

/** The redirect-to-own-bank popover of every page on a bank's site (German copy). */
export function redirectPopover(bank: Bank): string {
  return widgetElement('banksearch/redirect-popover', {
    title: 'Zu Ihrer Bank wechseln?',
    text: `Sie sind auf der Website der ${bank.name}. Ihre gespeicherte Bank ist {branch}.`,
    goLabel: 'Zu meiner Bank',
    stayLabel: 'Hier bleiben',
    siteRootPath: bank.rootPath,
  });
}

/** The start page of a bank's site: its branches by city, each linking to its page. */
export function bankPageMain(bank: Bank, branches: readonly Branch[]): string {
  const byCity = new Map<string, Branch[]>();
  for (const branch of [...branches].sort((a, b) =>
    a.address.city.localeCompare(b.address.city, 'de'),
  )) {
    const city = byCity.get(branch.address.city) ?? [];
    city.push(branch);
    byCity.set(branch.address.city, city);
  }
  const cities = [...byCity]
    .map(
      ([city, inCity]) =>
        `<li><strong>${escapeHtml(city)}</strong>: ${inCity
          .map(
            (branch) =>
              `<a href="${escapeHtml(branch.contact.website)}">${escapeHtml(branch.name)}</a>`,
          )
          .join(', ')}</li>`,
    )
    .join('');
  return `<section class="cms-section"><h2 class="cms-heading">Unsere ${branches.length} Bankstellen</h2><ul class="branch-page__list">${cities}</ul></section>
${redirectPopover(bank)}`;
}
