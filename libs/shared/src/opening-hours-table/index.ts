export {
  OpeningHoursTable,
  type OpeningHoursTableProps,
  type OpeningPeriod,
} from './opening-hours-table';
