import {
  ACADEMIC_DEGREES,
  EXTRA_LANGUAGES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  FUNCTIONS,
  LAST_NAMES,
  MASTER_DEGREES,
} from './employee-words';
import { imageSet } from '../../common/images/list-images';
import { slugify, type Link, type ListItem } from './list-item';
import type { Indexed } from '../../common/search/indexed';
import { STREETS, TOWNS } from './places';
import { seededRandom } from '../../common/seeded-random';

export const EMPLOYEE_COUNT = 120;

/** A list item of type employee with the SPEC section 3 "Employee" fields. */
export interface EmployeeItem extends ListItem {
  type: 'employee';
  academicDegree: string;
  firstname: string;
  lastname: string;
  masterDegree: string;
  businessField: string;
  specialisation: string;
  languages: string[];
  phone: string;
  mobile: string;
  email: string;
  location: { text: string; subsidiary: string };
  subsidiary: string;
  subsidiaryAddress: string;
  links: Link[];
}

const toAscii = (text: string) => slugify(text).replace(/-/g, '');

/** 120 advisers; about one in ten has no phone, one in ten no email, one in six no image. */
export function generateEmployees(): Indexed<EmployeeItem>[] {
  const random = seededRandom(4004);
  const seen = new Set<string>();
  const result: Indexed<EmployeeItem>[] = [];
  while (result.length < EMPLOYEE_COUNT) {
    const female = random.chance(0.5);
    const firstname = random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
    const lastname = random.pick(LAST_NAMES);
    if (seen.has(`${firstname} ${lastname}`)) continue;
    seen.add(`${firstname} ${lastname}`);
    const id = `employee-${String(result.length + 1).padStart(3, '0')}`;
    const academicDegree = random.chance(0.45) ? random.pick(ACADEMIC_DEGREES) : '';
    const masterDegree = random.chance(0.3) ? random.pick(MASTER_DEGREES) : '';
    const fn = random.pick(FUNCTIONS);
    const town = random.pick(TOWNS);
    const subsidiary = `Filiale ${town.name}`;
    const subsidiaryAddress = `${random.pick(STREETS)} ${random.int(1, 60)}, ${town.postalCode} ${town.name}`;
    const languages = ['Deutsch', ...random.pickSome(EXTRA_LANGUAGES, random.pick([0, 1, 1, 2]))];
    const name = [academicDegree, firstname, lastname].filter(Boolean).join(' ');
    const title = masterDegree ? `${name}, ${masterDegree}` : name;
    const extension = random.int(100, 899);
    const phone = random.chance(0.1) ? '' : `+43 5 0700 ${extension}`;
    const mobile = random.chance(0.5) ? `+43 664 ${random.int(1000000, 9999999)}` : '';
    const email = random.chance(0.1)
      ? ''
      : `${toAscii(firstname)}.${toAscii(lastname)}@regionalbank-demo.at`;
    const image = random.chance(0.16) ? undefined : imageSet(id, title, '© Regionalbank Demo');
    const businessField = female ? fn.female : fn.label;
    const specialisation = random.pick(fn.specialisations);
    const item: EmployeeItem = {
      type: 'employee',
      accessibilityID: id,
      title,
      subTitle: businessField,
      text: `${specialisation} · ${subsidiary}`,
      url: `/de/ueber-uns/team/${slugify(`${firstname}-${lastname}`)}.html`,
      links: [
        {
          text: 'Termin vereinbaren',
          href: '/de/formulare/terminvereinbarung.html',
          target: '_self',
          iconClass: 'icon-calendar',
          formPrefillValues: { advisor: title, advisorEmail: email, subsidiary },
        },
      ],
      ...(image ? { listImage: image, teaserImage: image } : {}),
      academicDegree,
      firstname,
      lastname,
      masterDegree,
      businessField,
      specialisation,
      languages,
      phone,
      mobile,
      email,
      location: { text: `${subsidiary}, ${subsidiaryAddress}`, subsidiary },
      subsidiary,
      subsidiaryAddress,
    };
    const facets = { category: [slugify(fn.label)], language: languages.map(slugify) };
    result.push({ item, path: `/de/ueber-uns/team/${slugify(town.state)}`, facets });
  }
  return result;
}
