import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { LIMITS, ROLE, useAuth } from 'mf-shared';
import { applyServerErrorsTo, CharacterCount, Field, schemaResolver } from 'mf-shared/kit/fields';
import { Panel } from 'mf-shared/kit/panel';
import { Button, Facts, Notice, Spinner } from 'mf-shared/kit/plain';
import { FileButton, type SendFile } from 'mf-shared/kit/upload';
import { companySchema } from 'mf-shared/validation';
import { useProfile } from '../api/profile';
import { useUpdateCompany, useUploadCompanyLogo, type CompanyValues, type ProfileUser } from '../api/profileWrites';
import './profile.css';
import './company.css';

const LOGO_TYPES = ['jpeg', 'jpg', 'png', 'gif'] as const;

/** The success toast: the server's message, or the spec's 'Success'. */
const said = (answer: { message?: string }) => toast.success(answer.message ?? 'Success');

/** The logo in a square, or the word "Logo" when there is none or it fails to load. */
function LogoPicture({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  const style = { width: 72, height: 72 };
  if (src && !failed)
    return (
      <img
        className="pp-avatar company-logo__picture"
        src={src}
        alt="Your company logo"
        width={72}
        height={72}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className="pp-avatar pp-avatar--initials company-logo__picture" style={style}>
      Logo
    </span>
  );
}

function CompanyLogo({ logo }: { logo: string | null }) {
  const upload = useUploadCompanyLogo();
  const send: SendFile<ProfileUser> = async (file, onProgress, signal) => {
    const answer = await upload.mutateAsync({ file, onProgress, signal });
    said(answer);
    return answer.data;
  };
  return (
    <div className="profile-picture" data-testid="company-logo">
      {/* Keyed by the picture, so a new logo is tried again after one failed to load. */}
      <LogoPicture key={logo ?? ''} src={logo} />
      <FileButton
        send={send}
        accept={LOGO_TYPES}
        label={logo ? 'Change logo' : 'Add logo'}
        hint="jpeg, jpg, png or gif, up to 20MB"
      />
    </div>
  );
}

function CompanyForm({ name, description, expert }: { name: string; description: string; expert: boolean }) {
  // A journalist's account has no description: it is neither shown nor sent.
  const form = useForm<CompanyValues>({
    defaultValues: expert ? { company_name: name, company_description: description } : { company_name: name },
    resolver: schemaResolver<CompanyValues>(companySchema),
  });
  const update = useUpdateCompany();
  const submit = async (values: CompanyValues) => {
    try {
      said(await update.mutateAsync(values));
    } catch (error) {
      applyServerErrorsTo(form, error);
    }
  };
  const errors = form.formState.errors;
  const typed = useWatch({ control: form.control, name: 'company_description' });
  return (
    <form noValidate className="profile-form" onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Field label="Company name" required error={errors.company_name?.message}>
        {(field) => (
          <input {...field} {...form.register('company_name')} className="pp-input" autoComplete="organization" />
        )}
      </Field>
      {expert && (
        <Field
          label="Company description"
          error={errors.company_description?.message}
          aside={<CharacterCount value={typed ?? ''} max={LIMITS.DESCRIPTION_MAX} />}
        >
          {(field) => (
            <textarea
              {...field}
              {...form.register('company_description')}
              className="pp-input"
              rows={4}
              maxLength={LIMITS.DESCRIPTION_MAX}
            />
          )}
        </Field>
      )}
      <Button variant="primary" htmlType="submit" loading={update.isPending}>
        Save changes
      </Button>
    </form>
  );
}

/**
 * The company: its name (and, for an expert account, its description and logo), editable by the
 * account owner. A team member's company is the owner's, shown read-only. Plain (kit/fields, no
 * antd), so the tab loads without antd's core (issue 25).
 */
export function CompanyTab() {
  const user = useAuth((s) => s.user);
  const profile = useProfile();
  if (!user) return null;
  if (profile.isPending) return <Spinner label="Loading" />;
  const team = profile.data?.team_account ?? null;
  if (team)
    return (
      <Panel title="Company">
        <div className="company-tab__note">
          <Notice
            data-testid="team-company-note"
            title={`You are on ${team.name}’s team: only the account owner changes the company.`}
          />
        </div>
        <Facts facts={[{ label: 'Company name', value: team.company_name ?? '-' }]} />
      </Panel>
    );
  return (
    <Panel title="Company">
      {user.role === ROLE.EXPERT && <CompanyLogo logo={user.company_logo ?? null} />}
      <CompanyForm
        key={`${user.company_name ?? ''}|${user.company_description ?? ''}`}
        name={user.company_name ?? ''}
        description={user.company_description ?? ''}
        expert={user.role === ROLE.EXPERT}
      />
    </Panel>
  );
}
