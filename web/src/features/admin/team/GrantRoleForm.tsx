import { zodResolver } from '@hookform/resolvers/zod';
import { ROLES } from '@kigali/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setTeamRole, teamKeys, teamRoleRefusal } from '@/data/team';
import { activityKeys } from '@/data/activity-log';
import { notifyFailure, notifySuccess } from '@/features/admin/shared/admin-toast';
import { Button } from '@/ui/Button';
import { EmailField, SelectField } from '@/ui/Field';
import { adminMessages } from '@/i18n/admin';
import { grantRoleSchema, type GrantRoleInput } from './grant-form';
import { PasswordLink } from './PasswordLink';

/**
 * Gives a role to an e-mail address: checked here with the schema the Function checks again; a
 * refusal from the Function ("You cannot change your own role.") shows under the address.
 */
export function GrantRoleForm() {
  const t = adminMessages.team;
  const queryClient = useQueryClient();
  const [passwordLink, setPasswordLink] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GrantRoleInput, unknown, { email: string; role: (typeof ROLES)[number] }>({
    resolver: zodResolver(grantRoleSchema),
    defaultValues: { email: '', role: '' as GrantRoleInput['role'] },
  });

  const onSubmit = handleSubmit(async ({ email, role }) => {
    setPasswordLink(null);
    try {
      const result = await setTeamRole(email, role);
      notifySuccess(t.granted(result.email, t.roleLabels[role]));
      setPasswordLink(result.passwordLink ?? null);
      reset();
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    } catch (error) {
      const refusal = teamRoleRefusal(error);
      if (refusal) setError('email', { message: refusal }, { shouldFocus: true });
      else notifyFailure(t.saveFailed, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t.grantHint}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField label={t.email} autoComplete="off" error={errors.email?.message} {...register('email')} />
        <SelectField label={t.role} error={errors.role?.message} {...register('role')}>
          <option value="">{t.chooseRole}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t.roleLabels[role]} — {t.roleDescriptions[role]}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t.granting : t.grant}
      </Button>
      {passwordLink && <PasswordLink link={passwordLink} />}
    </form>
  );
}
