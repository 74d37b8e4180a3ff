import { Select, type SelectProps } from 'antd';
import { useSuggestableGuests } from './guests';

// The guests a news item or an event suggests, chosen from the expert's own list by name: shared by
// the publishing and briefing features. Form.Item gives it its value, onChange and id.

export function SuggestedGuestsSelect(props: SelectProps<number[]>) {
  const guests = useSuggestableGuests();
  return (
    <Select
      mode="multiple"
      showSearch
      optionFilterProp="label"
      loading={guests.isPending}
      options={guests.data?.data.map((g) => ({ value: g.id, label: `${g.first_name} ${g.last_name}` }))}
      placeholder="Choose guests"
      {...props}
    />
  );
}
