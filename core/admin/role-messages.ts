/**
 * The admin API's English for the refusals of a role change (PUT /api/admin/users/{userId}/role).
 * The admin pages match them to show the reason in the reader's language (admin:users.reasons).
 */
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.'
export const LAST_SUPER_ADMIN_MESSAGE = 'The last super_admin cannot be demoted.'
export const ROLE_NOT_GRANTABLE_MESSAGE = 'Your role cannot give or take away this role.'
