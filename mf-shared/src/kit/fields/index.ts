// Form fields without antd, for forms a page opens with (issue 25): a labelled frame with hint and
// error read with the control, a searchable multiple choice, free words as chips, the rich-text
// editor as a field, and react-hook-form wired to the shared yup rules and to the API's field
// errors. Inputs, selects and date-times are the browser's own, drawn with the kit's classes
// (pp-input, pp-select, pp-checkbox).
export { CharacterCount, Field, FieldRow, Select, type ControlProps, type FieldProps, type SelectProps } from './Field';
export { MultiSelect, type MultiSelectProps, type Option } from './MultiSelect';
export { MultiSelectField, type MultiSelectFieldProps } from './MultiSelectField';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { TagsInput, type TagsInputProps } from './TagsInput';
export { schemaResolver } from './schemaResolver';
export { applyServerErrorsTo } from './serverErrors';
