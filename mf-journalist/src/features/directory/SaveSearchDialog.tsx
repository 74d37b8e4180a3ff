import { Button, Flex, Form, Input, Modal } from 'antd';
import { toast } from 'sonner';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES, savedSearchSchema } from 'mf-shared/validation';
import { useSaveSearch } from '../../lib/saved-searches';

const nameRule = yupRule(savedSearchSchema, 'name');

/**
 * "Save search"'s dialog: asks a name (prefilled), then keeps the directory's current search
 * (without its page) so the journalist gets a daily digest of new matches. Loaded when first
 * opened: its form, rules and dialog are not part of the directory's first load.
 */
export default function SaveSearchDialog({
  query,
  name,
  onClose,
}: {
  query: SavedSearchQuery;
  name: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveSearch();

  const submit = async ({ name: chosen }: { name: string }) => {
    try {
      const answer = await save.mutateAsync({ name: chosen.trim(), query });
      toast.success(answer.message || SAVED_SEARCH_MESSAGES.SAVED);
      onClose();
    } catch (error) {
      // The API client has toasted; a taken name is said on the field, what was typed stays.
      applyServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title="Save this search"
      width="min(440px, 100vw - 32px)"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        validateTrigger="onSubmit"
        initialValues={{ name }}
        preserve={false}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[nameRule]}
          extra="You get a daily email and notification when new guests match it."
        >
          <Input maxLength={SAVED_SEARCH_LIMITS.NAME_MAX} autoFocus />
        </Form.Item>
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
