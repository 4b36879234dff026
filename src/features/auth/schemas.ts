/**
 * Validation of the sign-in forms (spec §5). Messages are i18n keys, translated
 * where they are shown.
 */
import * as yup from 'yup';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';

/** A pragmatic email shape: something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Login (spec §5): email required and well formed, password of at least 8 characters. */
export const loginSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('login.validation.emailRequired')
    .matches(EMAIL_PATTERN, 'login.validation.emailInvalid'),
  password: yup
    .string()
    .required('login.validation.passwordRequired')
    .min(MIN_PASSWORD_LENGTH, 'login.validation.passwordMin'),
});

/** Forgot password (spec §5): "Please Input Email" when empty. */
export const forgotPasswordSchema = yup.object({
  email: yup
    .string()
    .trim()
    .required('forgot.validation.emailRequired')
    .matches(EMAIL_PATTERN, 'login.validation.emailInvalid'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
