import { ROLES, teamRoleRequestSchema } from '@kigali/domain';
import * as z from 'zod';

/**
 * The Team screen's grant form: an e-mail address (as the setTeamRole Function reads it) and a role,
 * which here must be chosen (a revoke is the list's button, not an empty choice).
 */
export const grantRoleSchema = z.object({
  email: teamRoleRequestSchema.shape.email,
  role: z.enum(ROLES, { error: 'Choose a role: admin, editor or recruiter.' }),
});
export type GrantRoleInput = z.input<typeof grantRoleSchema>;
