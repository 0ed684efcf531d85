import { expect, test, type Page } from '@playwright/test';
import type { ContentDetail, ContentPage } from '../../src/domain/catalog';
import { COMMENT_BLIND_REPORTS, COMMENT_MAX_LENGTH, type MyCommentPage } from '../../src/domain/comment';
import ja from '../../src/i18n/locales/ja';
import { demo, logIn, NEW_PASSWORD, signUp, uniqueEmail } from '../support/accounts';
import { data, freeTitle, readerHeaders } from '../support/api';
import { commentAs, commentWith, replyAs, reportAs, stamp } from '../support/comments';
import { textsOf } from '../support/text';

const t = textsOf(ja, 'ja');
const c = ja.community;

/** A fresh reader signed up through the UI, on the comments of an episode. */
async function readerOnComments(page: Page, episodeId: number): Promise<string> {
  const email = uniqueEmail('commenter');
  await signUp(page, ja, email);
  await page.goto(`/comment?episodeId=${episodeId}`);
  await expect(page.getByRole('form', { name: c.composer.label })).toBeVisible();
  return email;
}

async function confirm(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
}

async function fromMenu(comment: ReturnType<typeof commentWith>, action: string) {
  await comment.getByTestId('comment-menu').first().click();
  await comment.getByRole('button', { name: action, exact: true }).click();
}

test('from the viewer a reader comments with an emoticon, replies, and likes then dislikes; the counter and the empty message', async ({
  page,
  request,
}) => {
  const {
    free: [episode],
  } = await freeTitle(request);
  const other = stamp('他の読者のコメント');
  await commentAs(request, await readerHeaders(request, demo.rich), episode!, other);

  await signUp(page, ja, uniqueEmail('commenter'));
  // The viewer's bar links to the episode's comments with their count.
  await page.goto(`/viewer/${episode}`);
  const link = page.getByTestId('viewer-bar').getByTestId('comments-link');
  await expect(link).toHaveAttribute('aria-label', /コメント：\d+ 件/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/comment\\?episodeId=${episode}$`));

  const form = page.getByRole('form', { name: c.composer.label });
  const box = form.getByRole('textbox', { name: c.composer.label });
  const send = form.getByRole('button', { name: c.composer.send });
  await expect(send).toBeDisabled();
  await box.fill('あ'.repeat(COMMENT_MAX_LENGTH + 1));
  await expect(form.getByTestId('composer-counter')).toContainText(`${COMMENT_MAX_LENGTH + 1}/${COMMENT_MAX_LENGTH}`);
  await expect(form.getByTestId('composer-message')).toHaveText(ja.errors.COMMENT_TOO_LONG);
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await send.click();
  await expect(form.getByTestId('composer-message')).toHaveText(ja.errors.EMPTY_CONTENT);

  const mine = stamp('最高の回でした');
  await box.fill(mine);
  await expect(form.getByTestId('composer-counter')).toContainText(`${mine.length}/${COMMENT_MAX_LENGTH}`);
  await form.getByRole('button', { name: c.emoticon.open }).click();
  await form.getByRole('button', { name: c.emoticon.names.FIRE }).click();
  await send.click();
  const posted = commentWith(page, mine);
  await expect(posted.getByRole('img', { name: c.emoticon.names.FIRE })).toBeVisible();
  await expect(posted).toContainText(c.item.mine);
  await expect(box).toHaveValue('');

  // A reply, one level under the other reader's comment.
  const theirs = commentWith(page, other);
  await theirs.getByTestId('comment-replies').click();
  const reply = stamp('わかります');
  const replyForm = theirs.getByRole('form', { name: c.composer.replyLabel });
  await replyForm.getByRole('textbox').fill(reply);
  await replyForm.getByRole('button', { name: c.composer.send }).click();
  await expect(theirs.getByTestId('comment').filter({ hasText: reply })).toBeVisible();

  // Like, then switch to dislike: one reaction, the choice highlighted.
  const like = theirs.getByTestId('comment-like').first();
  const dislike = theirs.getByTestId('comment-dislike').first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText(t('community.item.like', { count: 1 }));
  await dislike.click();
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText(t('community.item.like', { count: 0 }));
  await expect(dislike).toContainText(t('community.item.dislike', { count: 1 }));
});

test(`a comment reported by ${COMMENT_BLIND_REPORTS} readers is hidden; block and unblock; delete my own`, async ({
  page,
  request,
}) => {
  const {
    free: [, episode],
  } = await freeTitle(request);
  const target = stamp('通報される');
  const blocked = stamp('ブロックされる');
  const reported = await commentAs(request, await readerHeaders(request, demo.minor), episode!, target);
  await commentAs(request, await readerHeaders(request, demo.adult), episode!, blocked);
  const email = await readerOnComments(page, episode!);
  await page.getByRole('button', { name: c.sort.NEWEST }).click();

  // The first report through the UI, two more by other readers through the API.
  await fromMenu(commentWith(page, target), c.menu.report);
  await confirm(page, c.confirm.report);
  await expect(commentWith(page, target).getByTestId('comment-reported')).toHaveText(c.item.reported);
  for (const reporter of [demo.adult, demo.rich])
    await reportAs(request, await readerHeaders(request, reporter), reported.id);
  await page.reload();
  await page.getByRole('button', { name: c.sort.NEWEST }).click();
  await expect(page.getByTestId('comment').filter({ hasText: c.item.blind }).first()).toBeVisible();
  await expect(page.getByText(target, { exact: true })).toHaveCount(0);

  // Block the writer: their comment goes at once; the block list shows them and unblocks.
  await fromMenu(commentWith(page, blocked), c.menu.block);
  await confirm(page, c.confirm.block);
  await expect(page.getByText(blocked, { exact: true })).toHaveCount(0);
  await page.goto('/comment/blocks');
  const row = page.getByTestId('blocked-user');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: c.blocks.unblock }).click();
  await expect(page.getByText(c.blocks.empty)).toBeVisible();
  await page.goto(`/comment?episodeId=${episode}`);
  await page.getByRole('button', { name: c.sort.NEWEST }).click();
  await expect(commentWith(page, blocked)).toBeVisible();

  // Delete my own: its text gives way to "deleted", the reply of another reader stays under it.
  const mine = stamp('消すコメント');
  const form = page.getByRole('form', { name: c.composer.label });
  await form.getByRole('textbox').fill(mine);
  await form.getByRole('button', { name: c.composer.send }).click();
  await expect(commentWith(page, mine)).toBeVisible();
  const [written] = (
    await data<MyCommentPage>(request, '/comment/my', await readerHeaders(request, email, NEW_PASSWORD))
  ).items;
  const answer = stamp('返信は残る');
  await replyAs(request, await readerHeaders(request, demo.rich), written!.id, answer);

  // My comments list it and lead back to the episode's comments.
  await page.goto('/comment/my');
  await expect(commentWith(page, mine)).toContainText(c.my.toViewer);
  await commentWith(page, mine).getByRole('link', { name: c.my.toComments }).click();
  await expect(page).toHaveURL(new RegExp(`/comment\\?episodeId=${episode}$`));
  await page.getByRole('button', { name: c.sort.NEWEST }).click();
  await fromMenu(commentWith(page, mine), c.menu.delete);
  await confirm(page, c.confirm.delete);
  await expect(page.getByText(mine, { exact: true })).toHaveCount(0);
  const deleted = page.getByTestId('comment').filter({ hasText: c.item.deleted }).first();
  await expect(deleted).toBeVisible();
  await deleted.getByTestId('comment-replies').click();
  await expect(deleted.getByText(answer, { exact: true })).toBeVisible();
});

test('the title page leads a guest to the latest episode’s comments; logging in comes back to them', async ({
  page,
  request,
}) => {
  const { detail } = await freeTitle(request);
  const latest = detail.episodes.reduce((a, b) => (b.number > a.number ? b : a));
  const episode = latest.id;
  await page.goto(`/detail/${detail.id}`);
  await page.getByRole('link', { name: t('community.link.latest', { number: latest.number }) }).click();
  await expect(page).toHaveURL(new RegExp(`/comment\\?episodeId=${episode}$`));
  await expect(page.getByText(c.composer.guest)).toBeVisible();
  await page.getByRole('button', { name: c.composer.login, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await logIn(page, ja, demo.adult);
  await expect(page).toHaveURL(new RegExp(`/comment\\?episodeId=${episode}$`));
  await expect(page.getByRole('form', { name: c.composer.label })).toBeVisible();
});

test('the comments of an adult title stop a guest with the adult confirmation', async ({ page, request }) => {
  const adult = await readerHeaders(request, demo.adult);
  const [title] = (await data<ContentPage>(request, '/contents?list=MATURE&size=5', adult)).items;
  const [episode] = (await data<ContentDetail>(request, `/contents/${title!.id}`, adult)).episodes;
  await page.goto(`/comment?episodeId=${episode!.id}`);
  await expect(page.getByRole('dialog', { name: ja.adult.title })).toBeVisible();
  await expect(page.getByTestId('comment')).toHaveCount(0);
});
