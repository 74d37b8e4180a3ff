// Form helpers on antd: shared yup rules on fields, server field errors on fields, sized selects.
export { applyServerErrors, type ErrorAction } from './serverErrors';
export { yupRule } from './yupRule';
export { LIST_ROW_HEIGHT, LIST_VISIBLE_ROWS, ListSelect } from './ListSelect';
