import { Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from 'sonner';
import { applyServerErrors, yupRule } from 'mf-shared/kit/forms';
import type { SavedSearchQuery } from 'mf-shared/types/saved-search';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES, savedSearchSchema } from 'mf-shared/validation';
import { useSaveSearch } from '../../lib/saved-searches';

const nameRule = yupRule(savedSearchSchema, 'name');

/** A name made of the search text and the filters' names, cut to what a name may hold. */
export function suggestedName(parts: string[]): string {
  const name = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  if (!name) return 'All guests';
  return name.length > SAVED_SEARCH_LIMITS.NAME_MAX ? `${name.slice(0, SAVED_SEARCH_LIMITS.NAME_MAX - 1)}…` : name;
}

/**
 * "Save search": asks a name (prefilled), then keeps the directory's current search (without its
 * page) so the journalist gets a daily digest of new matches.
 */
export function SaveSearchButton({ query, name }: { query: SavedSearchQuery; name: string }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveSearch();

  const submit = async ({ name: chosen }: { name: string }) => {
    try {
      const answer = await save.mutateAsync({ name: chosen.trim(), query });
      toast.success(answer.message || SAVED_SEARCH_MESSAGES.SAVED);
      setOpen(false);
    } catch (error) {
      // The API client has toasted; a taken name is said on the field, what was typed stays.
      applyServerErrors(form, error);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Save search</Button>
      <Modal
        open={open}
        title="Save this search"
        width="min(440px, 100vw - 32px)"
        onCancel={() => setOpen(false)}
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
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save
            </Button>
          </Flex>
        </Form>
      </Modal>
    </>
  );
}
