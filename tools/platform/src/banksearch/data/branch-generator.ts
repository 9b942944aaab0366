import { austrianPlaces, type AustrianPlace } from '../../common/geo/austrian-places';
import { BANKS, bankById, bankForState, PRIVATE_BANK_CITIES } from './banks';
import { EQUIPMENT, labelsOf, SELF_SERVICE, SERVICES } from './branch-features';
import type { Bank, Branch, BranchType, OpeningPeriod } from './branch-types';
import * as hours from './opening-hours';
import { seededRandom, type SeededRandom } from '../../common/seeded-random';
import { slugify, STREET_NAMES } from './street-names';

const CAPITALS = new Set([
  'Eisenstadt',
  'Klagenfurt am Wörthersee',
  'Sankt Pölten',
  'Linz',
  'Salzburg',
  'Graz',
  'Innsbruck',
  'Bregenz',
  'Innere Stadt',
]);

function branchesAt(place: AustrianPlace): number {
  if (place.stateCode === '09') return 5;
  if (place.population >= 100_000) return 4;
  if (place.population >= 30_000) return 3;
  return place.population >= 10_000 ? 2 : 1;
}

function jitter(place: AustrianPlace, random: SeededRandom, k: number) {
  if (k === 0 && place.population < 10_000) return { lat: place.lat, lng: place.lng };
  const radius =
    place.stateCode === '09'
      ? 1200
      : place.population >= 100_000
        ? 2500
        : place.population >= 10_000
          ? 900
          : 250;
  const distance = radius * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round(place.lat + (distance * Math.cos(angle)) / 111_320),
    lng: round(
      place.lng + (distance * Math.sin(angle)) / (111_320 * Math.cos((place.lat * Math.PI) / 180)),
    ),
  };
}

function counterHours(place: AustrianPlace, random: SeededRandom): OpeningPeriod[] {
  if (place.population < 3000 && random.chance(0.5))
    return hours.COUNTER_HOURS[hours.VILLAGE_TEMPLATE] ?? [];
  if (place.population >= 10_000 && random.chance(0.3))
    return hours.COUNTER_HOURS[random.pick(hours.SATURDAY_TEMPLATES)] ?? [];
  return hours.COUNTER_HOURS[random.pick([0, 1, 5])] ?? [];
}

/**
 * The hours of a staffed branch. The counter templates come first (drawn from the branch's own
 * sequence, so every other field stays as it was); a separate seed then gives about a quarter of
 * the branches a short week, so no hour of the week has every branch open.
 */
function staffedHours(place: AustrianPlace, random: SeededRandom, seed: string): OpeningPeriod[] {
  const counter = counterHours(place, random);
  const variant = seededRandom(`hours:${seed}`).next();
  if (place.population < 3000 && variant < 0.2) return hours.SHORT_WEEK_HOURS.threeDays;
  if (variant < 0.12) return hours.SHORT_WEEK_HOURS.afternoonDays;
  if (variant < 0.24) return hours.SHORT_WEEK_HOURS.closedMonday;
  return counter;
}

interface Slot {
  place: AustrianPlace;
  bank: Bank;
  k: number;
  type: BranchType;
  seq: number;
}

function buildBranch({ place, bank, k, type, seq }: Slot): Branch {
  const random = seededRandom(`${place.geonameId}:${bank.id}:${k}`);
  const street = `${random.pick(STREET_NAMES)} ${random.int(1, 48)}`;
  const self = type === 'SB_STELLE';
  const area = place.district ? `${place.city}-${place.district}` : place.city;
  const name = `${bank.shortName} ${area}${k > 0 ? ` ${street.replace(/ \d+$/, '')}` : ''}${self ? ' (SB)' : ''}`;
  const slug = slugify(`${area}-${k > 0 ? street : ''}${self ? '-sb' : ''}`);
  const image = random.int(1, 8);
  const geolocation = jitter(place, random, k);
  const lobby = self && random.chance(0.5) ? hours.LOBBY_ALL_DAY : hours.LOBBY_DAYTIME;
  const selfEquipment = labelsOf(
    SELF_SERVICE,
    random
      .pickDistinct(Object.keys(SELF_SERVICE), self ? random.int(2, 5) : random.int(1, 4))
      .concat(['bankomat'])
      .filter((v, i, all) => all.indexOf(v) === i),
  );
  return {
    id: `${bank.blz}-${String(seq).padStart(4, '0')}`,
    name,
    type,
    serviceType: self ? 'SELF_SERVICE' : type === 'BERATUNGSZENTRUM' ? 'ADVISORY' : 'FULL_SERVICE',
    geolocation,
    contact: {
      telephone: `${bank.telephonePrefix}-${random.int(1000, 8999)}`,
      chat: !self && random.chance(0.4) ? `${bank.rootPath}/chat.html?branch=${slug}` : null,
      email: `${self ? 'service' : `filiale.${slug}`}@${bank.emailDomain}`,
      website: `${bank.rootPath}/filialen/${slug}.html`,
    },
    address: { street, postalCode: place.postalCode, city: place.city },
    parkinglots: random.chance(place.population >= 100_000 ? 0.2 : 0.7) ? random.int(2, 30) : 0,
    accessible: random.chance(0.75),
    central: k === 0 && !self && CAPITALS.has(place.place) && bank.id !== 'privatbank',
    mainInstitute: bank.id,
    openingHours: {
      periods: self
        ? lobby
        : type === 'BERATUNGSZENTRUM'
          ? hours.ADVISORY_HOURS
          : staffedHours(place, random, `${place.geonameId}:${bank.id}:${k}`),
    },
    consultingHours: { periods: self ? [] : hours.CONSULTING_HOURS },
    blz: bank.blz,
    imageCopyRight: `© ${bank.name} / Foto: ${random.pick(['M. Huber', 'A. Gruber', 'S. Wagner', 'K. Pichler', 'J. Steiner'])}`,
    titleImageLink: `/assets/branches/facade-${image}.svg`,
    listImage: {
      xs: {
        res1x: `/assets/branches/facade-${image}.svg?w=160`,
        res2x: `/assets/branches/facade-${image}.svg?w=320`,
      },
      sm: {
        res1x: `/assets/branches/facade-${image}.svg?w=320`,
        res2x: `/assets/branches/facade-${image}.svg?w=640`,
      },
      alt: `${name}, Außenansicht`,
    },
    routePlanner: `https://www.google.com/maps/dir/?api=1&destination=${geolocation.lat},${geolocation.lng}`,
    equipment: self
      ? []
      : labelsOf(EQUIPMENT, random.pickDistinct(Object.keys(EQUIPMENT), random.int(1, 4))),
    services: self
      ? []
      : labelsOf(SERVICES, [
          'konto',
          ...random.pickDistinct(
            Object.keys(SERVICES).slice(1),
            type === 'BERATUNGSZENTRUM' ? 5 : random.int(2, 6),
          ),
        ]),
    selfService: { equipment: selfEquipment, openingHours: { periods: lobby } },
    state: place.state,
  };
}

let cache: Branch[] | undefined;

/** Every branch of the group, the same on every start (seeded by GeoNames id, bank and index). */
export function allBranches(): Branch[] {
  if (cache) return cache;
  const seq = new Map<string, number>();
  const next = (bank: Bank) => {
    const value = (seq.get(bank.id) ?? 0) + 1;
    seq.set(bank.id, value);
    return value;
  };
  const slots: Slot[] = [];
  for (const place of austrianPlaces()) {
    const bank = bankForState(place.stateCode);
    const typeRandom = seededRandom(`type:${place.geonameId}`);
    for (let k = 0; k < branchesAt(place); k++) {
      const type: BranchType = k > 0 && typeRandom.chance(0.3) ? 'SB_STELLE' : 'BANKSTELLE';
      slots.push({ place, bank, k, type, seq: next(bank) });
    }
    if (
      PRIVATE_BANK_CITIES.includes(place.city) &&
      (place.city === place.place || place.place === 'Innere Stadt')
    ) {
      const privatbank = bankById('privatbank') ?? BANKS[0]!;
      slots.push({
        place,
        bank: privatbank,
        k: 0,
        type: 'BERATUNGSZENTRUM',
        seq: next(privatbank),
      });
    }
  }
  cache = slots.map(buildBranch);
  return cache;
}

export function branchById(id: string): Branch | undefined {
  return allBranches().find((branch) => branch.id === id);
}
