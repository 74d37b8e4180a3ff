import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ENV } from './servers';
import { admin } from './session';

const API = `${E2E_ENV.API_PUBLIC_URL}/api/v1`;

export interface NewJournalist {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A journalist of the test's own, registered through the API and approved by an admin: starts
 * with no email templates, no interviews and a fresh request allowance.
 */
export async function approvedJournalist(
  request: APIRequestContext,
  firstName = 'Tess',
  lastName = 'Writer',
): Promise<NewJournalist> {
  const email = `journalist-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.net`;
  const password = 'Templates2026ok';
  const response = await request.post(`${API}/auth/registration-journalist`, {
    data: {
      first_name: firstName,
      last_name: lastName,
      title: 'Senior reporter',
      company_name: 'Harbour Times',
      email,
      work_phone: '6598887777',
      linkedin: `https://www.linkedin.com/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}`,
      password,
      password_confirmation: password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  expect(admin('approve', email)).toContain('is approved');
  return { email, password, firstName, lastName };
}

/** Gives a journalist the one template they always use (`{topic}` and `{date}` filled by the request dialog). */
export async function withQuickTemplate(request: APIRequestContext, journalist: NewJournalist) {
  const login = await request.post(`${API}/auth/login`, {
    data: { email: journalist.email, password: journalist.password },
  });
  const token = (await login.json()).access_token as string;
  const template = await request.post(`${API}/email-templates`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'Quick call', content: '<p>Hello {guest_name}, could we talk about {topic} on {date}?</p>' },
  });
  expect(template.status(), await template.text()).toBe(201);
}
