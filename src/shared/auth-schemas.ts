import * as z from 'zod/mini';
import './zod-setup';
import { authMessages } from './i18n/messages/auth';
import { fullNameMaxLength, passwordMaxLength, passwordMinLength } from './limits';
import { professionalRoleMaxLength } from './professional-roles';
import { visibleTextOnly } from './visible-text';

// zod/mini keeps these schemas out of the way of the sign-in page's first load (about 6 KB instead of 35 KB).
const v = authMessages.validation;

export { fullNameMaxLength };

/** docs/product.md#rules: required, trimmed and lowercased, valid format. */
export const emailSchema = z.pipe(
  z
    .string({ error: () => v.emailRequired })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: () => v.emailRequired })),
  z.email({ error: () => v.emailInvalid }),
);

/**
 * The password rules (docs/product.md#rules) plus a maximum (docs/product.md#security); the same schema runs in
 * the browser and on the server.
 */
export const passwordSchema = z
  .string({ error: () => v.passwordMin })
  .check(
    z.minLength(passwordMinLength, { error: () => v.passwordMin }),
    z.maxLength(passwordMaxLength, { error: () => v.passwordMax }),
    z.regex(/[A-Z]/, { error: () => v.passwordUppercase }),
    z.regex(/[a-z]/, { error: () => v.passwordLowercase }),
    z.regex(/[0-9]/, { error: () => v.passwordNumber }),
  );

export const fullNameSchema = z.string({ error: () => v.fullNameRequired }).check(
  z.trim(),
  z.minLength(2, { error: () => v.fullNameMin }),
  z.maxLength(fullNameMaxLength),
  visibleTextOnly(() => v.fullNameInvisible),
);

/** Free text or one of the suggestions, cut to 50 characters (docs/product.md#rules). */
export const professionalRoleSchema = z.pipe(
  z.pipe(
    z.string({ error: () => v.roleRequired }).check(z.trim()),
    z.transform((role: string) => role.slice(0, professionalRoleMaxLength)),
  ),
  z.string().check(z.minLength(1, { error: () => v.roleRequired })),
);

export const signUpSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
  professionalRole: professionalRoleSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: () => v.passwordRequired })
    .check(
      z.minLength(1, { error: () => v.passwordRequired }),
      z.maxLength(passwordMaxLength, { error: () => v.passwordMax }),
    ),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: passwordSchema, confirmPassword: z.string() }).check(
  z.refine((values) => values.password === values.confirmPassword, {
    error: () => v.passwordsDoNotMatch,
    path: ['confirmPassword'],
  }),
);

/** Onboarding step 1 (docs/product.md#rules). */
export const onboardingProfileSchema = z.object({
  fullName: z.string().check(
    z.trim(),
    z.minLength(2, { error: () => v.fullNameRequired }),
    z.maxLength(fullNameMaxLength),
    visibleTextOnly(() => v.fullNameInvisible),
  ),
  professionalRole: professionalRoleSchema,
});
