import type { Role } from '@kigali/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { activityKeys } from '@/data/activity-log';
import { setTeamRole, teamKeys, teamList, teamRoleRefusal, type TeamMember } from '@/data/team';
import { AdminCard, AdminPageHeader } from '@/features/admin/shared/AdminSection';
import { notifyFailure, notifySuccess } from '@/features/admin/shared/admin-toast';
import { useConfirm } from '@/features/admin/shared/confirm';
import { PagedAdminRows } from '@/features/admin/shared/PagedAdminRows';
import { usePagedAdminList } from '@/features/admin/shared/usePagedAdminList';
import { useAuth } from '@/features/auth';
import { adminMessages } from '@/i18n/admin';
import { GrantRoleForm } from './GrantRoleForm';
import { TeamMemberRow } from './TeamMemberRow';

/**
 * Admins only (docs/product.md#roles): who holds a role, by e-mail, a page at a time, each role to be
 * changed or revoked after a confirmation, and a form to give one to an address. Every change goes
 * through the setTeamRole Function, which alone may set the claims.
 */
export function TeamPage() {
  const t = adminMessages.team;
  const { user } = useAuth();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const list = usePagedAdminList(teamList(), t.fetchFailed);
  const [busyId, setBusyId] = useState<string | null>(null);

  const change = async (member: TeamMember, role: Role | null) => {
    const question = role
      ? { ...t.confirmChange, text: t.confirmChange.text(member.email, t.roleLabels[role]) }
      : { ...t.confirmRevoke, text: t.confirmRevoke.text(member.email) };
    if (!(await confirm({ title: question.title, text: question.text, confirmLabel: question.confirm })))
      return;
    setBusyId(member.id);
    try {
      await setTeamRole(member.email, role);
      notifySuccess(role ? t.changed(member.email, t.roleLabels[role]) : t.revoked(member.email));
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    } catch (error) {
      notifyFailure(teamRoleRefusal(error) ?? t.saveFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="space-y-6">
      <AdminPageHeader title={t.pageTitle} />
      <AdminCard title={t.grantTitle}>
        <GrantRoleForm />
      </AdminCard>
      <AdminCard title={t.listTitle}>
        <PagedAdminRows list={list} emptyText={t.empty} status={(loaded) => t.showing(loaded)}>
          {(member) => (
            <TeamMemberRow
              key={`${member.id}:${member.role}`}
              member={member}
              isSelf={member.id === user?.uid}
              busy={busyId === member.id}
              onChange={(target, role) => void change(target, role)}
            />
          )}
        </PagedAdminRows>
      </AdminCard>
    </div>
  );
}
