import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { isActiveUser, useAuth } from 'mf-shared';
import { applyServerErrorsTo, MultiSelectField, schemaResolver } from 'mf-shared/kit/fields';
import { Button } from 'mf-shared/kit/plain';
import { QueryState } from 'mf-shared/kit/states';
import { Typography } from 'mf-shared/kit/typography';
import { useExpertises } from 'mf-shared/entities/lookups';
import { useRequestAlerts, useSaveRequestAlerts, type RequestAlerts } from 'mf-shared/entities/source-request';
import { REQUEST_MESSAGES, requestAlertsSchema } from 'mf-shared/validation';
import './requestAlerts.css';

const FREQUENCIES = [
  { value: 'immediate', label: 'At once (a notification and a mail per request)' },
  { value: 'daily', label: 'A daily digest' },
] as const;

/**
 * The alerts as a plain form (issue 25: no antd on the tab's first load): the shared rules checked
 * on submit, each error under its field and read with it, the API's 422 there too, entry kept.
 */
function AlertsForm({ alerts }: { alerts: RequestAlerts }) {
  const id = useId();
  const form = useForm<RequestAlerts>({
    defaultValues: { ...alerts, expertise_ids: alerts.expertise_ids ?? [], paused: Boolean(alerts.paused) },
    resolver: schemaResolver<RequestAlerts>(requestAlertsSchema),
  });
  const errors = form.formState.errors;
  const save = useSaveRequestAlerts();
  const expertises = useExpertises();
  const submit = async (values: RequestAlerts) => {
    try {
      await save.mutateAsync({
        expertise_ids: values.expertise_ids ?? [],
        frequency: values.frequency,
        paused: Boolean(values.paused),
      });
      toast.success(REQUEST_MESSAGES.ALERTS_SAVED);
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  const frequencyError = errors.frequency?.message;
  const pausedError = errors.paused?.message;
  return (
    <form
      noValidate
      aria-label="Request alerts"
      className="request-alerts"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <MultiSelectField<RequestAlerts, number>
        name="expertise_ids"
        control={form.control}
        label="Topics"
        error={errors.expertise_ids?.message}
        hint="Leave empty to hear of every request that matches your guests’ expertise."
        loading={expertises.isPending}
        placeholder="All my guests’ expertise"
        options={(expertises.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
      />
      <fieldset
        className={`pp-field request-alerts__group${frequencyError ? ' pp-field--error' : ''}`}
        aria-describedby={frequencyError ? `${id}-frequency-error` : undefined}
      >
        <legend className="pp-field__label">How often</legend>
        {FREQUENCIES.map((option) => (
          <label key={option.value} className="pp-checkbox">
            <input
              type="radio"
              value={option.value}
              {...form.register('frequency')}
              aria-invalid={frequencyError ? true : undefined}
              aria-describedby={frequencyError ? `${id}-frequency-error` : undefined}
            />
            {option.label}
          </label>
        ))}
        {frequencyError && (
          <div id={`${id}-frequency-error`} className="pp-field__error" role="alert">
            {frequencyError}
          </div>
        )}
      </fieldset>
      <div className={`pp-field${pausedError ? ' pp-field--error' : ''}`}>
        <label className="pp-checkbox">
          <input
            type="checkbox"
            {...form.register('paused')}
            aria-invalid={pausedError ? true : undefined}
            aria-describedby={pausedError ? `${id}-paused-error` : undefined}
          />
          Pause request alerts
        </label>
        {pausedError && (
          <div id={`${id}-paused-error`} className="pp-field__error" role="alert">
            {pausedError}
          </div>
        )}
      </div>
      <Button variant="primary" htmlType="submit" loading={save.isPending}>
        Save alerts
      </Button>
    </form>
  );
}

/** The profile's Request alerts tab (issue 27): which requests the account hears of, how often, or none for now. */
export function RequestAlertsTab() {
  const active = useAuth((s) => isActiveUser(s.user));
  const alerts = useRequestAlerts({ enabled: active });
  return (
    <section aria-label="Request alerts">
      <Typography.Paragraph>
        When a journalist posts a request your guests match, you hear of it here and by mail.
      </Typography.Paragraph>
      {active ? (
        <QueryState query={alerts}>{(data) => <AlertsForm alerts={data} />}</QueryState>
      ) : (
        <Typography.Paragraph type="secondary">Request alerts start once your account is active.</Typography.Paragraph>
      )}
    </section>
  );
}
