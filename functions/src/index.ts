export { sendContactEmail } from './send-contact-email';
export { sendJobApplicationEmail } from './send-job-application-email';
export { sendPartnershipRequestEmail } from './send-partnership-request-email';
export { sendHeldMailSummary } from './send-held-mail-summary';
export { logMoveToTrash, cleanUpAfterPurge } from './trash/triggers';
export { purgeTrash } from './trash/purge-schedule';
export { sitemap } from './sitemap/serve-sitemap';
export { renderPage } from './render/render-page';
export { submitPublicForm } from './submit-public-form';
export { resendSubmission } from './resend-submission';
export { resendHeldSubmissions } from './resend-held-submissions';
export {
  logProductChanges,
  logProductCategoryChanges,
  logServiceChanges,
  logPublicationChanges,
  logHeroSlideChanges,
  logPartnerChanges,
  logNavigationItemChanges,
  logJobPostingChanges,
} from './activity/content-changes';
export { logApplicationStatus } from './activity/application-status';
export { setTeamRole } from './team/set-team-role';
