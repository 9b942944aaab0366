import { roundCents } from '../../../common/money';
import { monthlyGrossFromNet, monthlyNet } from './austrian-income-tax';
import {
  ACCOUNT_CREDIT_PERCENT,
  CHILD_CARE_BASE_MONTHLY,
  CHILD_CARE_MONTHS_PER_CHILD,
  CORRIDOR_DEDUCTION_PERCENT_PER_YEAR,
  CORRIDOR_MINIMUM_AGE,
  CORRIDOR_MINIMUM_INSURANCE_MONTHS,
  DEFERRAL_BONUS_MAXIMUM_YEARS,
  DEFERRAL_BONUS_PERCENT_PER_YEAR,
  EMPLOYEE_SOCIAL_INSURANCE_PERCENT,
  FARMER_BASE_PERCENT_OF_UNIT_VALUE_MONTHLY,
  MAX_CONTRIBUTION_BASE_MONTHLY,
  MAX_CONTRIBUTION_BASE_YEARLY,
  PENSION_PAYMENTS_PER_YEAR,
  PENSIONER_HEALTH_INSURANCE_PERCENT,
  REAL_INCOME_GROWTH_PERCENT,
} from './pension-constants';
import {
  ageInYears,
  calendarDateOf,
  parseCalendarDate,
  regularRetirementAge,
  wholeMonthsBetween,
  type CalendarDate,
} from './retirement-age';

export type JobGroup = 'employee' | 'laborer' | 'selfEmployed' | 'farmer';

/** The service input of the pension calculator (SPEC, "Pension calculator, service input"). */
export interface PensionRequest {
  sex: 'female' | 'male';
  jobGroup: JobGroup;
  netIncome: number;
  retirementAccountFlag: boolean;
  retirementAccountValue: number;
  costOfLiving: number;
  selfEmployedNetIncome: number;
  actualUnitValue: number;
  numberOfChildren: number;
  dateOfBirth: string;
  dateOfWorkingBegin: string;
  numberOfMonths: number;
  plannedRetirementAge: number;
  salaryAdjusting: boolean;
}

export interface PensionResult {
  lastNetIncome: number;
  netRetirement: number;
  netGap: number;
  calculatedSuccesful: boolean;
  serviceErrorMessage: string;
}

/** An input the estimate cannot be computed for; its message is shown to the visitor. */
class NotComputable extends Error {}

const failed = (message: string): PensionResult => ({
  lastNetIncome: 0,
  netRetirement: 0,
  netGap: 0,
  calculatedSuccesful: false,
  serviceErrorMessage: message,
});

const formatAge = (age: number) => age.toLocaleString('de-AT', { maximumFractionDigits: 1 });

function requireDate(text: string, label: string): CalendarDate {
  const date = parseCalendarDate(text);
  if (!date) throw new NotComputable(`${label} ist kein gültiges Datum.`);
  return date;
}

/** Yearly contribution base today (before the cap) and the income to compare the pension with. */
function incomeToday(request: PensionRequest): { yearlyBase: number; monthlyNetToday: number } {
  switch (request.jobGroup) {
    case 'employee':
    case 'laborer': {
      if (request.netIncome <= 0) throw new NotComputable('Bitte geben Sie Ihr Nettoeinkommen an.');
      const gross = monthlyGrossFromNet(
        request.netIncome,
        EMPLOYEE_SOCIAL_INSURANCE_PERCENT,
        MAX_CONTRIBUTION_BASE_MONTHLY,
      );
      return { yearlyBase: gross * 14, monthlyNetToday: request.netIncome };
    }
    case 'selfEmployed':
      if (request.selfEmployedNetIncome <= 0) {
        throw new NotComputable('Bitte geben Sie Ihre steuerpflichtigen Jahreseinkünfte an.');
      }
      if (request.costOfLiving <= 0)
        throw new NotComputable('Bitte geben Sie Ihre Lebenshaltungskosten an.');
      // GSVG: the base is the taxable yearly income (the added-back contributions are ignored).
      return { yearlyBase: request.selfEmployedNetIncome, monthlyNetToday: request.costOfLiving };
    case 'farmer':
      if (request.actualUnitValue <= 0)
        throw new NotComputable('Bitte geben Sie den Einheitswert an.');
      if (request.costOfLiving <= 0)
        throw new NotComputable('Bitte geben Sie Ihre Lebenshaltungskosten an.');
      return {
        yearlyBase:
          ((request.actualUnitValue * FARMER_BASE_PERCENT_OF_UNIT_VALUE_MONTHLY) / 100) * 12,
        monthlyNetToday: request.costOfLiving,
      };
  }
}

/** The monthly net the visitor has in the last working year, with the trend if asked for. */
function lastNetIncome(request: PensionRequest, monthlyNetToday: number, growth: number): number {
  if (growth === 1) return monthlyNetToday;
  if (request.jobGroup === 'employee' || request.jobGroup === 'laborer') {
    const grossToday = monthlyGrossFromNet(
      monthlyNetToday,
      EMPLOYEE_SOCIAL_INSURANCE_PERCENT,
      MAX_CONTRIBUTION_BASE_MONTHLY,
    );
    return monthlyNet(
      grossToday * growth,
      EMPLOYEE_SOCIAL_INSURANCE_PERCENT,
      MAX_CONTRIBUTION_BASE_MONTHLY,
    );
  }
  // Cost of living rises with the standard of living the income buys.
  return monthlyNetToday * growth;
}

function estimate(request: PensionRequest, today: CalendarDate): PensionResult {
  const birth = requireDate(request.dateOfBirth, 'Das Geburtsdatum');
  const workingBegin = requireDate(request.dateOfWorkingBegin, 'Der Beginn der Berufstätigkeit');
  const age = ageInYears(birth, today);
  if (age < 15) throw new NotComputable('Das Geburtsdatum muss mindestens 15 Jahre zurückliegen.');
  if (wholeMonthsBetween(birth, workingBegin) < 15 * 12) {
    throw new NotComputable('Der Beginn der Berufstätigkeit liegt vor Ihrem 15. Geburtstag.');
  }
  const monthsSinceBegin = wholeMonthsBetween(workingBegin, today);
  if (monthsSinceBegin < 0)
    throw new NotComputable('Der Beginn der Berufstätigkeit liegt in der Zukunft.');
  if (request.numberOfMonths > monthsSinceBegin) {
    throw new NotComputable(
      `Die Anzahl der Beitragsmonate kann nicht größer sein als die ${monthsSinceBegin} Monate seit Beginn der Berufstätigkeit.`,
    );
  }

  const plannedAge = request.plannedRetirementAge;
  if (plannedAge <= age) {
    throw new NotComputable(
      `Das geplante Pensionsantrittsalter von ${formatAge(plannedAge)} Jahren haben Sie bereits erreicht.`,
    );
  }
  const regularAge = regularRetirementAge(request.sex, birth);
  const earliestAge = Math.min(CORRIDOR_MINIMUM_AGE, regularAge);
  if (plannedAge < earliestAge) {
    throw new NotComputable(
      `Ein Pensionsantritt ist frühestens mit ${formatAge(earliestAge)} Jahren möglich (Regelpensionsalter ${formatAge(regularAge)}).`,
    );
  }

  const monthsContributed = request.numberOfMonths > 0 ? request.numberOfMonths : monthsSinceBegin;
  const monthsToRetirement = Math.round((plannedAge - age) * 12);
  const insuranceMonths = monthsContributed + monthsToRetirement;
  if (plannedAge < regularAge && insuranceMonths < CORRIDOR_MINIMUM_INSURANCE_MONTHS) {
    throw new NotComputable(
      `Vor dem Regelpensionsalter von ${formatAge(regularAge)} Jahren setzt die Korridorpension 40 Versicherungsjahre voraus; bis ${formatAge(plannedAge)} erreichen Sie ${Math.floor(insuranceMonths / 12)}.`,
    );
  }

  const { yearlyBase, monthlyNetToday } = incomeToday(request);
  const growthPerYear = request.salaryAdjusting ? 1 + REAL_INCOME_GROWTH_PERCENT / 100 : 1;
  const credit = (base: number, years: number) =>
    (Math.min(base, MAX_CONTRIBUTION_BASE_YEARLY) * years * ACCOUNT_CREDIT_PERCENT) / 100;

  // Past: the account statement if the visitor has one, else today's base for every month so far.
  let account =
    request.retirementAccountFlag && request.retirementAccountValue > 0
      ? request.retirementAccountValue
      : credit(yearlyBase, monthsContributed / 12) +
        (request.sex === 'female'
          ? (request.numberOfChildren *
              CHILD_CARE_MONTHS_PER_CHILD *
              CHILD_CARE_BASE_MONTHLY *
              ACCOUNT_CREDIT_PERCENT) /
            100
          : 0);

  // Future: year by year up to the planned age, the last year pro rata.
  const yearsToRetirement = monthsToRetirement / 12;
  let growth = 1;
  for (let year = 0; year < yearsToRetirement; year += 1) {
    account += credit(yearlyBase * growth, Math.min(1, yearsToRetirement - year));
    if (year + 1 < yearsToRetirement) growth *= growthPerYear;
  }

  const yearsEarly = Math.max(0, regularAge - plannedAge);
  const yearsLate = Math.min(DEFERRAL_BONUS_MAXIMUM_YEARS, Math.max(0, plannedAge - regularAge));
  const factor =
    1 -
    (yearsEarly * CORRIDOR_DEDUCTION_PERCENT_PER_YEAR) / 100 +
    (yearsLate * DEFERRAL_BONUS_PERCENT_PER_YEAR) / 100;
  const grossPension = (account / PENSION_PAYMENTS_PER_YEAR) * factor;

  const netRetirement = roundCents(monthlyNet(grossPension, PENSIONER_HEALTH_INSURANCE_PERCENT));
  const lastNet = roundCents(lastNetIncome(request, monthlyNetToday, growth));
  return {
    lastNetIncome: lastNet,
    netRetirement,
    netGap: roundCents(netRetirement - lastNet),
    calculatedSuccesful: true,
    serviceErrorMessage: '',
  };
}

/**
 * The pension estimate: the Pensionskonto credited up to the planned age, turned into a net
 * monthly pension and compared with the last net income (or, for the self-employed and farmers,
 * the cost of living). Inputs it cannot compute answer calculatedSuccesful false with a message.
 */
export function calculatePension(request: PensionRequest, now: Date): PensionResult {
  try {
    return estimate(request, calendarDateOf(now));
  } catch (error) {
    if (error instanceof NotComputable) return failed(error.message);
    throw error;
  }
}
