import { allBranches } from '../data/branch-generator';
import type { Bank } from '../data/branch-types';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Regional content (RTI) of a bank: an HTML fragment with a text block, a contact box and one
 * stage slide (marked `data-stage-slide`, which the container moves into the page's stage).
 */
export function regionalContentHtml(bank: Bank): string {
  const branches = allBranches().filter((branch) => branch.mainInstitute === bank.id);
  const head = branches.find((branch) => branch.central) ?? branches[0];
  const cities = new Set(branches.map((branch) => branch.address.city)).size;
  const name = escape(bank.name);
  const contact = head
    ? `<address class="rti-contact">
    <h3>Ihre Hauptanstalt</h3>
    <p>${escape(head.name)}<br>${escape(head.address.street)}<br>${head.address.postalCode} ${escape(head.address.city)}</p>
    <p>Telefon: <a href="tel:${head.contact.telephone.replace(/[^+\d]/g, '')}">${escape(head.contact.telephone)}</a><br>
    E-Mail: <a href="mailto:${head.contact.email}">${escape(head.contact.email)}</a></p>
  </address>`
    : '';
  return `<section class="rti-regional" data-bank="${bank.id}">
  <div class="rti-stage-slide" data-stage-slide>
    <h2>Wohnträume in der Region</h2>
    <p>Mit der ${name} zur eigenen Wohnung: persönliche Beratung in Ihrer Nähe, auch am Abend.</p>
    <a href="${bank.rootPath}/wohnen.html">Beratungstermin vereinbaren</a>
  </div>
  <div class="rti-text">
    <h2>Ihre ${name}</h2>
    <p>Mit ${branches.length} Bankstellen in ${cities} Gemeinden sind wir dort, wo Sie leben und arbeiten.
    Unsere Beraterinnen und Berater kennen die Region und ihre Betriebe.</p>
  </div>
  ${contact}
</section>
`;
}
