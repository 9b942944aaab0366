// @ctb/shared/branch-ui: branch feature icons and the opening hours table.
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  BranchFeatureIcons,
  type BranchFeature,
  type BranchFeatureIconsProps,
} from '../branch-feature-icons';
export {
  OpeningHoursTable,
  type OpeningHoursTableProps,
  type OpeningPeriod,
} from '../opening-hours-table';
