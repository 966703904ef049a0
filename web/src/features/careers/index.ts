// What other features may import from this one (docs/architecture.md#layers). Re-exports only, so the
// bundler resolves them to the modules themselves and no chunk changes.
export { JobApplicationForm } from './JobApplicationForm';
