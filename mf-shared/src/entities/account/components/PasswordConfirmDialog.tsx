import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from 'mf-shared/kit/dialog';
import { applyServerErrorsTo, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
import { passwordOnlySchema } from 'mf-shared/validation';

/**
 * A dangerous account action confirmed with the password: the dialog stays open with the password
 * kept and the API's message on its field when the action is refused, and closes when it succeeds.
 * Plain (kit/dialog, kit/fields): the security tab loads no antd for it (issue 25).
 */
export function PasswordConfirmDialog({
  title,
  okText,
  explanation,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  okText: string;
  explanation: ReactNode;
  pending: boolean;
  /** Runs the action; a thrown API error lands on the password field. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: schemaResolver(passwordOnlySchema),
  });
  const submit = async ({ password }: { password: string }) => {
    try {
      await onConfirm(password);
      onClose();
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <p style={{ marginTop: 0 }}>{explanation}</p>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Field label="Your password" error={form.formState.errors.password?.message}>
          {(field) => (
            <input
              {...field}
              {...form.register('password')}
              type="password"
              className="pp-input"
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="pp-form-actions" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button htmlType="submit" variant="primary" danger loading={pending}>
            {okText}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
