import { teamMemberEntity, type Role, type TeamRoleResult } from '@kigali/domain';
import { queryOptions } from '@tanstack/react-query';
import { loadFirestore } from '@/lib/firestore';
import { loadFunctions } from '@/lib/functions';
import { adminPagesQuery, type AdminPagedList } from './admin-paging';
import { defineCollection } from './collection';

/**
 * The team: who holds a role, as the server records it in `team_members/{uid}` together with the
 * Auth claim (the setTeamRole Function, the role scripts, the seed); the rules grant a claimed role
 * only while this record holds it. Admins read it; nobody writes it from here.
 */
export const teamMembers = defineCollection({
  name: 'team_members',
  entity: teamMemberEntity,
  order: { field: 'email', direction: 'asc' },
});

export type TeamMember = NonNullable<ReturnType<typeof teamMembers.parse>>;

export const teamKeys = {
  all: teamMembers.keys.all,
  pages: () => teamMembers.keys.of('pages'),
  everyone: () => teamMembers.keys.of('everyone'),
};

/** The Team screen's list, by e-mail, a page at a time. */
export const teamList = (): AdminPagedList<TeamMember> => ({
  pages: adminPagesQuery(teamKeys.pages(), (reader, cursor, pageSize) =>
    teamMembers.page(reader, cursor, pageSize),
  ),
});

/**
 * Every member, by e-mail: the Activity screen's choice of who made a change. A team is a handful
 * of people, not a list that grows with the business, so it is read whole.
 */
export const everyTeamMemberQuery = () =>
  queryOptions({
    queryKey: teamKeys.everyone(),
    queryFn: async (): Promise<TeamMember[]> => teamMembers.list(await loadFirestore()),
  });

/**
 * Grants, changes (`role`) or revokes (null) the role of the account with this e-mail, through the
 * setTeamRole Function: only the server may set custom claims. It creates the account when there
 * is none and answers with the link that lets the new member set a password. It throws the
 * Function's refusal (a FunctionsError whose message says why) or the call's failure.
 */
export async function setTeamRole(email: string, role: Role | null): Promise<TeamRoleResult> {
  const { functions, sdk } = await loadFunctions();
  const call = sdk.httpsCallable<{ email: string; role: Role | null }, TeamRoleResult>(
    functions,
    'setTeamRole',
  );
  const { data } = await call({ email, role });
  return data;
}

/**
 * The reason the Function gave for refusing a change ("You cannot change your own role."), or null
 * when the call failed for another reason (offline, an error on the server) that says nothing useful.
 */
export function teamRoleRefusal(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  const refusals = ['invalid-argument', 'failed-precondition', 'not-found', 'permission-denied'];
  if (typeof code !== 'string' || !refusals.includes(code.replace(/^functions\//, ''))) return null;
  return error instanceof Error && error.message ? error.message : null;
}
