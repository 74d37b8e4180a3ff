import { object, ref, string } from 'yup';
import { LIMITS } from '../constants/limits';
import { V } from './messages';
import { nameRule } from './names';

// The spec's rules, shared by the forms and the server (the server adds what only it can check).
const required = () => string().trim().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255);
export const requiredName = () => nameRule().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255);

/**
 * yup's email takes `ana.lim@straitswire`, an address no mail reaches: the domain needs an ending
 * (`.sg`, `.com`, `.xn--p1ai`). Every email field uses this, on the forms and on the server.
 */
const DOMAIN_ENDING = /@[^@\s]+\.[a-z0-9-]*[a-z][a-z0-9-]*$/i;
const looksLikeEmail = (value: string) => string().email().isValidSync(value);
// Checked only where `email()` passed, so a bad address gets one message, not two.
export const emailText = () =>
  string()
    .trim()
    .email(V.EMAIL)
    .test('domain-ending', V.EMAIL, (value) => !value || !looksLikeEmail(value) || DOMAIN_ENDING.test(value));
export const emailRule = () => emailText().required(V.REQUIRED).max(LIMITS.STRING_MAX, V.MAX_255);

/** At least 8 characters, with a digit, a lowercase and an uppercase Latin letter. */
export const passwordRule = () =>
  string()
    .required(V.REQUIRED)
    .min(LIMITS.PASSWORD_MIN, V.PASSWORD_SHORT)
    .max(LIMITS.STRING_MAX, V.MAX_255)
    .matches(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).+$/, V.PASSWORD_RULE);

export const passwordConfirmationRule = (field = 'password') =>
  string()
    .required(V.REQUIRED)
    .oneOf([ref(field)], V.PASSWORDS_MATCH);

/** A LinkedIn profile (or company page) address. */
export const linkedinRule = () =>
  required().matches(/^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company)\/[^/\s?#]+\/?$/i, V.LINKEDIN);

/** A phone number: digits only (a leading + allowed), 6 to 15 of them, not all zeros. */
export const phoneRule = () =>
  string()
    .trim()
    .required(V.REQUIRED)
    .matches(/^\+?(?!0+$)\d{6,15}$/, V.PHONE);

/** Journalist registration and expert registration step 1 (spec sections 3 and 5). */
export const registrationSchema = object({
  first_name: requiredName(),
  last_name: requiredName(),
  title: required(),
  company_name: requiredName(),
  email: emailRule(),
  work_phone: phoneRule(),
  linkedin: linkedinRule(),
  password: passwordRule(),
  password_confirmation: passwordConfirmationRule(),
});

/** Login: both required, checked on submit only. */
export const loginSchema = object({
  email: string().trim().required(V.REQUIRED),
  password: string().required(V.REQUIRED),
});

export const forgotPasswordSchema = object({
  email: emailRule(),
});

export const resetPasswordSchema = object({
  token: string().required(V.REQUIRED),
  password: passwordRule(),
  password_confirmation: passwordConfirmationRule(),
});

export const changePasswordSchema = object({
  current_password: string().required(V.REQUIRED),
  password: passwordRule(),
  password_confirmation: passwordConfirmationRule(),
});

/** The authenticator step: a code of exactly 6 characters. */
export const authenticatorCodeSchema = object({
  secret: string().trim().required(V.REQUIRED).length(LIMITS.AUTH_CODE_LENGTH, V.CODE_LENGTH),
});

/** ...or a one-time recovery code. */
export const recoveryCodeSchema = object({
  recovery_code: string().trim().required(V.REQUIRED),
});

export const passwordOnlySchema = object({
  password: string().required(V.REQUIRED),
});

/** The blocking "Register as an Expert : Step 1" dialog. */
export const expertCompletionSchema = object({
  companyName: requiredName(),
  title: required(),
  phone: phoneRule(),
});
