import { z } from 'zod';
import { authMessages } from './i18n/en/auth';
import { passwordMaxLength, passwordMinLength } from './limits';
import { professionalRoleMaxLength } from './professional-roles';

const v = authMessages.validation;

/** SPEC §5: required, trimmed and lowercased, valid format. */
export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, v.emailRequired)
  .pipe(z.email(v.emailInvalid));

/** SPEC §5's rules plus DESIGN §4's maximum; the same schema runs in the browser and on the server. */
export const passwordSchema = z
  .string({ error: v.passwordMin })
  .min(passwordMinLength, v.passwordMin)
  .max(passwordMaxLength, v.passwordMax)
  .regex(/[A-Z]/, v.passwordUppercase)
  .regex(/[a-z]/, v.passwordLowercase)
  .regex(/[0-9]/, v.passwordNumber);

export const fullNameSchema = z.string({ error: v.fullNameRequired }).trim().min(2, v.fullNameMin).max(100);

/** Free text or one of the suggestions, cut to 50 characters as the SPEC says. */
export const professionalRoleSchema = z
  .string({ error: v.roleRequired })
  .trim()
  .transform((role) => role.slice(0, professionalRoleMaxLength))
  .pipe(z.string().min(1, v.roleRequired));

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
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    .max(passwordMaxLength, v.passwordMax),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: v.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** Onboarding step 1 (SPEC §5). */
export const onboardingProfileSchema = z.object({
  fullName: z.string().trim().min(2, v.fullNameRequired).max(100),
  professionalRole: professionalRoleSchema,
});

export const profileNameSchema = z
  .string()
  .trim()
  .min(1, v.profileNameEmpty)
  .min(3, v.profileNameMin)
  .max(50, v.profileNameMax)
  .regex(/^[\p{L}\p{N} .-]+$/u, v.profileNameChars);

/** What `PATCH /api/profile` accepts: any subset of the profile's editable fields. */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema.optional(),
    professionalRole: professionalRoleSchema.optional(),
    profileName: profileNameSchema.optional(),
  })
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'Nothing to update');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
