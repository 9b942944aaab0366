export type Gender = 'female' | 'male';
export type JobGroup = 'employee' | 'laborer' | 'selfEmployed' | 'farmer';

export const JOB_GROUPS: JobGroup[] = ['employee', 'laborer', 'selfEmployed', 'farmer'];

/** What the visitor fills in; dates are kept as typed (DD.MM.YYYY, or YYYY-MM-DD on touch). */
export interface PensionFormValues {
  gender: Gender;
  jobGroup: JobGroup;
  birthDate: string;
  workStart: string;
  contributionMonths: number | null;
  retirementAge: number;
  netIncome: number | null;
  costOfLiving: number | null;
  /** Taxable yearly income of the self-employed. */
  taxableIncome: number | null;
  /** Einheitswert of a farm. */
  propertyValue: number | null;
  pensionAccount: number | null;
  children: number | null;
  salaryAdjusting: boolean;
}

/** Retirement age slider per gender: women 60 to 68.5 in half years, men 62 to 68 in years. */
export const RETIREMENT_AGE = {
  female: { min: 60, max: 68.5, step: 0.5 },
  male: { min: 62, max: 68, step: 1 },
} as const;

export const DEFAULT_PENSION_VALUES: PensionFormValues = {
  gender: 'female',
  jobGroup: 'employee',
  birthDate: '',
  workStart: '',
  contributionMonths: null,
  retirementAge: RETIREMENT_AGE.female.min,
  netIncome: null,
  costOfLiving: null,
  taxableIncome: null,
  propertyValue: null,
  pensionAccount: null,
  children: null,
  salaryAdjusting: false,
};

/** The income figures each occupational group is asked for (and must give). */
export const INCOME_FIELDS: Record<
  JobGroup,
  ('netIncome' | 'costOfLiving' | 'taxableIncome' | 'propertyValue')[]
> = {
  employee: ['netIncome'],
  laborer: ['netIncome'],
  selfEmployed: ['costOfLiving', 'taxableIncome'],
  farmer: ['costOfLiving', 'propertyValue'],
};

/** The self-employed and farmers compare their pension with their cost of living, not an income. */
export function comparesCostOfLiving(jobGroup: JobGroup): boolean {
  return jobGroup === 'selfEmployed' || jobGroup === 'farmer';
}
