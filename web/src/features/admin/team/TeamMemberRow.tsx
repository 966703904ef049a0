import { ROLES, isRole, type Role } from '@kigali/domain';
import { useState } from 'react';
import type { TeamMember } from '@/data/team';
import { Button } from '@/ui/Button';
import { adminMessages } from '@/i18n/admin';

type Props = {
  member: TeamMember;
  /** The signed-in admin's own row: shown, but not changed here (the Function refuses it too). */
  isSelf: boolean;
  busy: boolean;
  onChange: (member: TeamMember, role: Role | null) => void;
};

/** One member: their e-mail and role, a choice of another role, and a revoke. */
export function TeamMemberRow({ member, isSelf, busy, onChange }: Props) {
  const t = adminMessages.team;
  const [choice, setChoice] = useState<Role>(member.role);
  const selectId = `team-role-${member.id}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">
          {member.email} {isSelf && <span className="text-sm font-normal text-slate-600">{t.you}</span>}
        </p>
        <p className="text-sm text-slate-600" data-role={member.role}>
          {t.roleLabels[member.role]}
        </p>
      </div>
      {isSelf ? (
        <p className="text-sm text-slate-600">{t.ownRole}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            {t.roleOf(member.email)}
          </label>
          <select
            id={selectId}
            value={choice}
            onChange={(event) => {
              if (isRole(event.target.value)) setChoice(event.target.value);
            }}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t.roleLabels[role]}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={busy || choice === member.role}
            aria-label={t.changeRole(member.email)}
            onClick={() => onChange(member, choice)}
          >
            {t.change}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            aria-label={t.revokeRole(member.email)}
            onClick={() => onChange(member, null)}
          >
            {t.revoke}
          </Button>
        </div>
      )}
    </li>
  );
}
