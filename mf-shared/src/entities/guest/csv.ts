// The guest form as CSV rows: plain rules in mf-shared/validation, which the API reads files with too.
export {
  GUEST_CSV_COLUMNS,
  GUEST_CSV_LIST_SEPARATOR,
  guestCsvReader,
  splitNames,
  type GuestCsvLookups,
} from 'mf-shared/validation';
