/**
 * Austrian figures the pension estimate uses (2026 values where the law fixes one). Amounts are
 * in today's money: the estimate assumes revaluation (Aufwertung) and pension adjustment keep
 * pace with prices, so no inflation appears anywhere.
 */

/** Höchstbeitragsgrundlage 2026: 6.930 € a month, paid 14 times, caps the yearly base. */
export const MAX_CONTRIBUTION_BASE_MONTHLY = 6930;
export const MAX_CONTRIBUTION_BASE_YEARLY = MAX_CONTRIBUTION_BASE_MONTHLY * 14;

/** Pensionskonto: each year 1.78 % of the contribution base is credited (Kontoprozentsatz). */
export const ACCOUNT_CREDIT_PERCENT = 1.78;

/** The account total divided by 14 is the gross monthly pension at the regular age. */
export const PENSION_PAYMENTS_PER_YEAR = 14;

export const REGULAR_RETIREMENT_AGE = 65;
/** Korridorpension: from 62 with 40 insurance years, 5.1 % less per year before the regular age. */
export const CORRIDOR_MINIMUM_AGE = 62;
export const CORRIDOR_MINIMUM_INSURANCE_MONTHS = 480;
export const CORRIDOR_DEDUCTION_PERCENT_PER_YEAR = 5.1;
/** Working past the regular age: 4.2 % more per year, for at most 3 years. */
export const DEFERRAL_BONUS_PERCENT_PER_YEAR = 4.2;
export const DEFERRAL_BONUS_MAXIMUM_YEARS = 3;

/** Social insurance withheld from an employee's gross pay (Angestellte and Arbeiter, 2026). */
export const EMPLOYEE_SOCIAL_INSURANCE_PERCENT = 18.07;
/** Health insurance withheld from a pension (Krankenversicherung der Pensionisten). */
export const PENSIONER_HEALTH_INSURANCE_PERCENT = 5.1;

/**
 * Kindererziehungszeiten: 48 months per child credited on a fixed base of about 2.300 € a month
 * (2026, rounded). Counted only when no pension account statement value is given, since the
 * statement already contains them.
 */
export const CHILD_CARE_BASE_MONTHLY = 2300;
export const CHILD_CARE_MONTHS_PER_CHILD = 48;

/**
 * Farmers' contribution base comes from the Einheitswert of the farm through a graded table;
 * we take a flat 10 % of it per month (Einheitswert 15.000 € -> 1.500 € a month).
 */
export const FARMER_BASE_PERCENT_OF_UNIT_VALUE_MONTHLY = 10;

/** With the trend flag, income rises 1 % a year above prices (career and real wage growth). */
export const REAL_INCOME_GROWTH_PERCENT = 1;
