import { Select, type SelectProps } from 'antd';

/** Spec section 9: select lists have rows 37 px high and show 8 of them. */
export const LIST_ROW_HEIGHT = 37;
export const LIST_VISIBLE_ROWS = 8;

/** antd's Select with the list sizes of spec section 9. */
export function ListSelect<V = unknown>(props: SelectProps<V>) {
  return <Select<V> listItemHeight={LIST_ROW_HEIGHT} listHeight={LIST_ROW_HEIGHT * LIST_VISIBLE_ROWS} {...props} />;
}
