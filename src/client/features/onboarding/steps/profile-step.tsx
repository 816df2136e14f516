import { FormField } from '@/client/components/form-field';
import { Input } from '@/client/components/ui/input';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import type { Profile } from '@/client/api/profile/get-profile';
import { useUpdateProfile } from '@/client/api/profile/update-profile';
import { fullNameMaxLength, onboardingProfileSchema } from '@/shared/auth-schemas';
import { authMessages } from '@/shared/i18n/messages/auth';
import { onboardingMessages } from '@/shared/i18n/messages/onboarding';
import { OnboardingStep } from '../onboarding-step';
import { toastSaveFailed } from '../save-failed';
import { ProfessionalRoleField } from '@/client/components/professional-role-field';

type ProfileStepProps = { profile: Profile; onDone: () => void };

/** Step 1: full name and role, prefilled with what sign-up or the provider already gave. */
export function ProfileStep({ profile, onDone }: ProfileStepProps) {
  const update = useUpdateProfile();
  const { register, handleSubmit, errors } = useSchemaForm(onboardingProfileSchema, {
    fullName: profile.fullName ?? '',
    professionalRole: profile.professionalRole ?? '',
  });

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onDone,
      onError: (error) => toastSaveFailed(authMessages.profile.savePreferencesFailed, error),
    }),
  );

  return (
    <OnboardingStep
      title={onboardingMessages.profile.title}
      description={onboardingMessages.profile.description}
      onSubmit={(event) => void save(event)}
      saving={update.isPending}
      focusOnMount={false}
    >
      <FormField label={authMessages.fields.fullName} error={errors.fullName}>
        {(field) => (
          <Input {...field} {...register('fullName')} autoComplete="name" maxLength={fullNameMaxLength} />
        )}
      </FormField>
      <ProfessionalRoleField registration={register('professionalRole')} error={errors.professionalRole} />
    </OnboardingStep>
  );
}
