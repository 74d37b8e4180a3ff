// The guest record widget: what an expert's guests and a journalist's private contacts share on
// the page (the two steps, the CSV import, the list's parts). It composes entities and the kit;
// each app gives its words, routes and API writes. Entities and the kit never import a widget.
export type { GuestRecordSteps } from './RecordSteps';
export { GuestRecordGeneralStep, type GuestRecordGeneralStepProps } from './GeneralStep';
export { GuestRecordMediaStep, type GuestRecordMediaStepProps } from './MediaStep';
export { GuestCsvImport, type GuestCsvImportProps } from './CsvImport';
export {
  avatarColumn,
  expertiseColumn,
  GuestRecordTable,
  nameColumn,
  type GuestRecordListParams,
  type GuestRecordRow,
  type GuestRecordTableProps,
} from './RecordTable';
export { useGuestCsvLookups, useGuestFormLookups } from './lookups';
export { guestRecordPaths, idOf, type GuestRecordPaths } from './paths';
