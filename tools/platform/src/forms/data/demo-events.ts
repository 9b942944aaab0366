import { addDays } from '../../common/dates';
import type { Localized } from './definition-types';

/** SPEC "Event prefill response" open status: all three true means registration is open. */
export interface OpenStatus {
  openflag: boolean;
  afterRegistrationStart: boolean;
  beforeRegistrationEnd: boolean;
}

export interface DemoEvent {
  /** The event-management service key (page config `eventForm.servicePKey`). */
  servicePKey: string;
  title: Localized;
  /** Days from today to the event. */
  inDays: number;
  time: string;
  place: string;
  participantLimit: number;
  /** Places taken by registrations that are not in the database (the invitations of the past). */
  takenBefore: number;
  open: OpenStatus;
}

const OPEN: OpenStatus = {
  openflag: true,
  afterRegistrationStart: true,
  beforeRegistrationEnd: true,
};

/** One event per registration state a visitor can meet (docs/contracts.md, "Forms"). */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    servicePKey: 'ev-anlegen',
    title: {
      de: 'Anlegen mit Plan: Fonds, ETFs und Sparpläne',
      en: 'Investing with a plan: funds, ETFs and savings plans',
    },
    inDays: 23,
    time: '18:30',
    place: 'Filiale Innsbruck-Zentrum, Maria-Theresien-Straße 12, 6020 Innsbruck',
    participantLimit: 40,
    takenBefore: 14,
    open: OPEN,
  },
  {
    servicePKey: 'ev-wohntraum',
    title: {
      de: 'Wohntraum finanzieren: der Infoabend',
      en: 'Financing your dream home: information evening',
    },
    inDays: 16,
    time: '18:00',
    place: 'Beratungszentrum Graz, Herrengasse 8, 8010 Graz',
    participantLimit: 20,
    takenBefore: 18,
    open: OPEN,
  },
  {
    servicePKey: 'ev-vorsorge',
    title: {
      de: 'Vorsorge-Frühstück: entspannt in die Pension',
      en: 'Pension breakfast: relaxed into retirement',
    },
    inDays: 9,
    time: '09:00',
    place: 'Filiale Salzburg-Mitte, Rainerstraße 4, 5020 Salzburg',
    participantLimit: 15,
    takenBefore: 15,
    open: OPEN,
  },
  {
    servicePKey: 'ev-digital',
    title: { de: 'Sprechstunde Digital Banking', en: 'Digital banking surgery' },
    inDays: 30,
    time: '16:00',
    place: 'Filiale Linz-Landstraße, Landstraße 21, 4020 Linz',
    participantLimit: 12,
    takenBefore: 0,
    open: { ...OPEN, openflag: false },
  },
  {
    servicePKey: 'ev-finanzfuehrerschein',
    title: { de: 'Finanzführerschein für Jugendliche', en: 'Money licence for young people' },
    inDays: 60,
    time: '14:00',
    place: 'Filiale Bregenz, Kornmarktstraße 6, 6900 Bregenz',
    participantLimit: 25,
    takenBefore: 0,
    open: { ...OPEN, afterRegistrationStart: false },
  },
  {
    servicePKey: 'ev-unternehmerfruehstueck',
    title: {
      de: 'Unternehmerfrühstück: Liquidität im Griff',
      en: 'Business breakfast: managing liquidity',
    },
    inDays: 2,
    time: '07:30',
    place: 'Filiale Wien-Landstraße, Landstraßer Hauptstraße 77, 1030 Wien',
    participantLimit: 30,
    takenBefore: 22,
    open: { ...OPEN, beforeRegistrationEnd: false },
  },
];

export interface DemoProfile {
  profilePKey: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The answers the event service holds for this invitee before any registration here. */
  statuses: Record<string, 'ACCEPTED' | 'DECLINED' | 'WAITLIST' | 'ATTENDED' | 'NOTATTENDED'>;
}

/** Invitees (profiles): one without an answer, and one per response status. */
export const DEMO_PROFILES: readonly DemoProfile[] = [
  {
    profilePKey: 'p-anna-berger',
    firstName: 'Anna',
    lastName: 'Berger',
    email: 'anna.berger@example.at',
    statuses: {},
  },
  {
    profilePKey: 'p-markus-huber',
    firstName: 'Markus',
    lastName: 'Huber',
    email: 'markus.huber@example.at',
    statuses: { 'ev-anlegen': 'ACCEPTED' },
  },
  {
    profilePKey: 'p-sabine-gruber',
    firstName: 'Sabine',
    lastName: 'Gruber',
    email: 'sabine.gruber@example.at',
    statuses: { 'ev-anlegen': 'DECLINED' },
  },
  {
    profilePKey: 'p-thomas-wagner',
    firstName: 'Thomas',
    lastName: 'Wagner',
    email: 'thomas.wagner@example.at',
    statuses: { 'ev-vorsorge': 'WAITLIST' },
  },
  {
    profilePKey: 'p-eva-pichler',
    firstName: 'Eva',
    lastName: 'Pichler',
    email: 'eva.pichler@example.at',
    statuses: { 'ev-unternehmerfruehstueck': 'ATTENDED' },
  },
  {
    profilePKey: 'p-lukas-moser',
    firstName: 'Lukas',
    lastName: 'Moser',
    email: 'lukas.moser@example.at',
    statuses: { 'ev-unternehmerfruehstueck': 'NOTATTENDED' },
  },
];

export const eventByKey = (key: string) => DEMO_EVENTS.find((event) => event.servicePKey === key);
export const profileByKey = (key: string) =>
  DEMO_PROFILES.find((profile) => profile.profilePKey === key);

export const isOpen = (status: OpenStatus) =>
  status.openflag && status.afterRegistrationStart && status.beforeRegistrationEnd;

/** The event's day and time as the invitation states it (`Do., 09.04.2026, 18:30 Uhr`). */
export function eventDate(event: DemoEvent, today: Date, english: boolean): string {
  const day = addDays(today, event.inDays);
  const date = new Intl.DateTimeFormat(english ? 'en-GB' : 'de-AT', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  return english ? `${date}, ${event.time}` : `${date}, ${event.time} Uhr`;
}
