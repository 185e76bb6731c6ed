import { type Account, accounts, invitationLinkMailedTo, logIn } from './accounts';
import { expectNoAxeViolations } from './axe';
import { itemIn, named, toast } from './console';
import { expect, test, waitForHydration } from './fixtures';

// Undo from History (issue 18, step 5): an editor of a society's team deletes a photo by mistake
// and brings it back from the History tab, where the restore is recorded like any change.

const suffix = () => Math.random().toString(36).slice(2, 8);

test('an editor deletes a photo and brings it back from History', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { society } = accounts();
  const id = suffix();
  const editorName = `Webmaster ${id}`;
  const editor: Account = { email: `webmaster-${id}@e2e.example.edu`, password: `webmaster ${id}` };
  const caption = `Robotics finals ${id}`;

  // Set-up: the society's owner brings a webmaster onto the team as an editor (the Team tab's own
  // journey clicks through this), who sets a password through the invitation mailed to them.
  await logIn(page, society);
  const headers = {
    authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}`,
  };
  const { id: societyId } = (await (await request.get(`/api/societies/${society.org}`)).json()) as {
    id: number;
  };
  const invited = await request.post(`/api/society-dashboard/society/${societyId}/team`, {
    headers,
    data: { name: editorName, email: editor.email, role: 'editor', endsOn: null },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  // The link went to the webmaster's mail alone; the branch admin reads it there.
  const link = await invitationLinkMailedTo(request, editor.email);
  const accepted = await request.post(`/api/auth/links/${link.split('/').at(-1)}`, {
    data: { password: editor.password },
  });
  expect(accepted.status()).toBe(200);

  const editorPage = await (await browser.newContext()).newPage();
  await logIn(editorPage, editor);
  await expect(editorPage).toHaveURL(`/societies/${society.org}/dashboard`);

  // The editor adds a photo; visitors see it.
  await editorPage.getByRole('tab', { name: 'Gallery', exact: true }).click();
  await editorPage.getByRole('button', { name: 'Add Photo' }).click();
  const add = editorPage.getByRole('dialog', { name: 'Add Photo' });
  await add.getByLabel('Image URL', { exact: true }).fill('/favicon.svg');
  await add.getByLabel('Caption', { exact: true }).fill(caption);
  await add.getByLabel('Photographer', { exact: true }).fill('Ada');
  await add.getByRole('button', { name: 'Add Photo' }).click();
  await expect(toast(editorPage, 'Photo added.')).toBeVisible();
  const photos = editorPage.getByRole('list', { name: 'Photos' });
  await expect(itemIn(photos, caption)).toBeVisible();
  const publicGallery = async () =>
    (await (await request.get(`/api/gallery?org=${society.org}&limit=100`)).json()) as {
      items: { caption: string; photographer: string | null }[];
    };
  expect((await publicGallery()).items.map((item) => item.caption)).toContain(caption);

  // ... and deletes it by mistake.
  await itemIn(photos, caption).getByRole('button', { name: 'Delete' }).click();
  const confirm = editorPage.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByRole('button').last().click();
  await expect(toast(editorPage, 'Photo deleted.')).toBeVisible();
  await expect(itemIn(photos, caption)).toHaveCount(0);
  expect((await publicGallery()).items.map((item) => item.caption)).not.toContain(caption);

  // History has the deletion; the editor brings the photo back from it.
  await editorPage.getByRole('tab', { name: 'History', exact: true }).click();
  const history = editorPage.getByRole('list', { name: 'History' });
  await history.getByRole('button', { name: named('Bring back…', caption) }).click();
  const dialog = editorPage.getByRole('dialog', { name: `Bring back: ${caption}` });
  await expect(dialog.getByText('It comes back as it was when it was deleted:')).toBeVisible();
  await expect(dialog.getByText('Ada')).toBeVisible();
  await expectNoAxeViolations(editorPage, 'the restore dialog');
  await dialog.getByRole('button', { name: 'Bring back', exact: true }).click();
  await expect(toast(editorPage, `Brought back: ${caption}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The restore is recorded: the newest entry of the photo is its coming back, by the editor.
  await expect(
    history.getByRole('heading', { name: `${editorName} added Gallery photo “${caption}”` }),
  ).toHaveCount(2);

  // The photo is back in the Gallery tab and on the public gallery, as it was.
  await editorPage.getByRole('tab', { name: 'Gallery', exact: true }).click();
  await expect(itemIn(photos, caption)).toBeVisible();
  const back = (await publicGallery()).items.find((item) => item.caption === caption);
  expect(back?.photographer).toBe('Ada');
  await page.goto(`/societies/${society.org}/gallery`);
  await waitForHydration(page);
  await expect(page.getByText(caption).first()).toBeVisible();
  await editorPage.context().close();
});
