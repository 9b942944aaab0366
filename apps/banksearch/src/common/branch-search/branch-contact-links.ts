import type { Branch } from '../services/branch-service';

/** A tel: URL keeps only the digits and a leading plus of the printed number. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The western banks (bank code, blz, beginning with 5) have a page per branch. */
export const hasBranchPage = (branch: Branch) => branch.blz.startsWith('5');
