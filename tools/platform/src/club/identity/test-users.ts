/** A person who can sign in at the platform's identity provider (demo data, no real people). */
export interface TestUser {
  /** the `sub` claim and the key of handed-out promo codes */
  id: string;
  /** what the person types as "Verfügernummer" */
  username: string;
  password: string;
  givenName: string;
  familyName: string;
  /** YYYY-MM-DD, computed from the age so the ages hold on every day */
  birthdate: string;
  /** whether the person is a member of the youth club (the `club_member` claim) */
  clubMember: boolean;
}

interface UserSeed extends Omit<TestUser, 'birthdate'> {
  age: number;
}

/**
 * Members aged 19 and 23 (may use club-only benefits, which are for members up to 24), a member
 * aged 31 (too old for club-only benefits) and a bank customer who is no club member. One shared
 * password keeps QA's life simple; the login page lists these accounts.
 */
const SEEDS: UserSeed[] = [
  {
    id: 'm-1001',
    username: 'lena',
    givenName: 'Lena',
    familyName: 'Huber',
    age: 19,
    clubMember: true,
  },
  {
    id: 'm-1002',
    username: 'jonas',
    givenName: 'Jonas',
    familyName: 'Gruber',
    age: 23,
    clubMember: true,
  },
  {
    id: 'm-1003',
    username: 'martin',
    givenName: 'Martin',
    familyName: 'Wagner',
    age: 31,
    clubMember: true,
  },
  {
    id: 'c-2001',
    username: 'sarah',
    givenName: 'Sarah',
    familyName: 'Bauer',
    age: 27,
    clubMember: false,
  },
].map((seed) => ({ ...seed, password: 'club2024' }));

/** The birthday `age` years and half a year before `today`, so the age is safe either side. */
function birthdateFor(age: number, today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), 1));
  date.setUTCMonth(date.getUTCMonth() - 6);
  return date.toISOString().slice(0, 10);
}

export function testUsers(today: Date): TestUser[] {
  return SEEDS.map(({ age, ...user }) => ({ ...user, birthdate: birthdateFor(age, today) }));
}

export function findTestUser(today: Date, by: { id?: string; username?: string }) {
  const username = by.username?.trim().toLowerCase();
  return testUsers(today).find((user) => user.id === by.id || user.username === username);
}

/** Full years between the birthdate and `today`. */
export function ageOn(birthdate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthdate.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
