import { expect, test, type Page } from '@playwright/test';
import { emulatorAdmin } from '../../scripts/lib/admin-sdk';
import { adminDb } from './support/admin';
import { demoAdmin, openAsAdmin } from './support/sign-in';

const auth = () => emulatorAdmin().auth;

const memberRow = (page: Page, email: string) =>
  page.getByRole('region', { name: 'Team members' }).getByRole('listitem').filter({ hasText: email });

async function claimOf(email: string): Promise<unknown> {
  return (await auth().getUserByEmail(email)).customClaims?.role;
}

test.describe('the team screen', () => {
  const newcomer = `e2e-team-${Date.now()}@example.com`;
  test.afterAll(async () => {
    const user = await auth()
      .getUserByEmail(newcomer)
      .catch(() => null);
    if (user) {
      await auth().deleteUser(user.uid);
      await adminDb().collection('team_members').doc(user.uid).delete();
    }
  });

  test('an admin grants editor to a new address, changes it to recruiter, then revokes it', async ({
    page,
  }) => {
    await openAsAdmin(page, '/admin/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(memberRow(page, 'editor@kigalitech.rw')).toContainText('Editor');
    await expect(memberRow(page, 'recruiter@kigalitech.rw')).toContainText('Recruiter');

    // Checked in the browser first: an address and a role.
    await page.getByLabel('E-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Give the role' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Choose a role: admin, editor or recruiter.')).toBeVisible();

    await page.getByLabel('E-mail address').fill(newcomer);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Give the role' }).click();
    await expect(page.getByText(`${newcomer} is now Editor.`)).toBeVisible();
    await expect(page.getByText('Account created. Send them this link to set their password:')).toBeVisible();
    await expect(page.getByLabel('Password link')).toHaveValue(/oobCode=/);
    await expect(memberRow(page, newcomer)).toContainText('Editor');
    const { uid } = await auth().getUserByEmail(newcomer);
    expect(await claimOf(newcomer)).toBe('editor');
    expect((await adminDb().collection('team_members').doc(uid).get()).data()).toMatchObject({
      email: newcomer,
      role: 'editor',
      updated_by: demoAdmin.uid,
    });

    const row = memberRow(page, newcomer);
    await row.getByLabel(`Role of ${newcomer}`, { exact: true }).selectOption('recruiter');
    await row.getByRole('button', { name: `Change the role of ${newcomer}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change this role?' });
    await expect(dialog).toContainText(`${newcomer} becomes Recruiter.`);
    await dialog.getByRole('button', { name: 'Change the role' }).click();
    await expect(page.getByText(`${newcomer} is now Recruiter.`)).toBeVisible();
    await expect(memberRow(page, newcomer).locator('[data-role]')).toHaveText('Recruiter');
    expect(await claimOf(newcomer)).toBe('recruiter');

    await memberRow(page, newcomer)
      .getByRole('button', { name: `Revoke the role of ${newcomer}` })
      .click();
    const revoke = page.getByRole('dialog', { name: 'Revoke this role?' });
    await revoke.getByRole('button', { name: 'Cancel' }).click();
    await expect(memberRow(page, newcomer)).toBeVisible();
    expect(await claimOf(newcomer)).toBe('recruiter');

    await memberRow(page, newcomer)
      .getByRole('button', { name: `Revoke the role of ${newcomer}` })
      .click();
    await revoke.getByRole('button', { name: 'Revoke the role' }).click();
    await expect(page.getByText(`${newcomer} no longer has a role.`)).toBeVisible();
    await expect(memberRow(page, newcomer)).toHaveCount(0);
    expect(await claimOf(newcomer)).toBeUndefined();
    expect((await adminDb().collection('team_members').doc(uid).get()).exists).toBe(false);
  });

  test("an admin's own role cannot be changed", async ({ page }) => {
    await openAsAdmin(page, '/admin/team');
    const own = memberRow(page, demoAdmin.email);
    await expect(own).toContainText('(you)');
    await expect(own).toContainText('Your own role cannot be changed here.');
    await expect(own.getByRole('button')).toHaveCount(0);

    // The Function refuses it too, whatever the screen offers.
    await page.getByLabel('E-mail address').fill(demoAdmin.email);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Give the role' }).click();
    await expect(page.getByText('You cannot change your own role.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toBeFocused();
    expect(await claimOf(demoAdmin.email)).toBe('admin');
  });
});
