import { seed } from '../../scripts/seed';

/** Every end-to-end run starts from the demo data (tests add their own records with unique names). */
export default async function globalSetup() {
  await seed();
}
