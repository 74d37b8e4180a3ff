import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, authStore } from 'mf-shared';
import type { ApiData } from '../../../contract';
import { uploadProgress } from 'mf-shared/kit/upload';
import { profileKeys } from '../keys';

/** The user as GET /profile reads it: a team member also gets the account they act for. */
export type ProfileUser = ApiData<'/profile'>;

/** The expert account a team member acts for (GET /profile's `team_account`). */
export type TeamAccount = NonNullable<ProfileUser['team_account']>;

/** What a profile write answers: the user as GET /profile reads it, and what to say. */
interface Saved {
  data: ProfileUser;
  message?: string;
}

/**
 * A write that changes the signed-in user: the answer goes into the auth store (header, guard)
 * and under `['profile']`, so every view of the user shows it at once.
 */
function useProfileWrite<Variables>(write: (variables: Variables) => Promise<Saved>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: ({ data }) => {
      authStore.getState().setUser(data);
      client.setQueryData(profileKeys.all, data);
    },
  });
}

export interface PersonalInfoValues {
  first_name: string;
  last_name: string;
  title: string;
  work_phone?: string | null;
  linkedin?: string | null;
}

/** POST /profile/update: name, title, work phone, LinkedIn. */
export const useUpdateProfile = () =>
  useProfileWrite(async (values: PersonalInfoValues) => (await api.post<Saved>('/profile/update', values)).data);

/** POST /profile/email: the new sign-in email with the password. */
export const useChangeEmail = () =>
  useProfileWrite(
    async (values: { email: string; password: string }) => (await api.post<Saved>('/profile/email', values)).data,
  );

/** POST /profile/company: the company's name (the account owner only). */
export interface CompanyValues {
  company_name: string;
  company_description?: string | null;
}

export const useUpdateCompany = () =>
  useProfileWrite(async (values: CompanyValues) => (await api.post<Saved>('/profile/company', values)).data);

export interface AvatarUpload {
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** A picture of the profile, as multipart with upload progress: the photo or the company logo. */
const uploadPicture =
  (url: string, field: string) =>
  async ({ file, onProgress, signal }: AvatarUpload) => {
    const body = new FormData();
    body.append(field, file);
    return (
      await api.post<Saved>(url, body, {
        signal,
        onUploadProgress: onProgress ? uploadProgress(onProgress) : undefined,
      })
    ).data;
  };

/** POST /profile/avatar (multipart, field `avatar`), with upload progress. */
export const useUploadAvatar = () => useProfileWrite(uploadPicture('/profile/avatar', 'avatar'));

/** POST /profile/company-logo (multipart, field `company_logo`), the account owner's only. */
export const useUploadCompanyLogo = () => useProfileWrite(uploadPicture('/profile/company-logo', 'company_logo'));
