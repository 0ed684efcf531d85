import { rootApi } from '@/api/root-api';
import type {
  BlockedUserWire,
  CommentEmoticon,
  CommentPage,
  CommentSort,
  CommentWire,
  MyCommentPage,
  ReactionKind,
} from '@/domain/comment';
import { COMMENT_PAGE_SIZE } from '@/domain/comment';
import type { CommentState } from '@/domain/enums';
import { COMMENT_LISTS } from './count-api';

/** Who is asking (useReaderKey): `mine` and `myReaction` are per reader, so each reader has their own cache entry. */
interface ReaderArg {
  reader: string;
}
export interface CommentListArg extends ReaderArg {
  episodeId: number;
  sort: CommentSort;
}
export interface ReplyListArg extends ReaderArg {
  commentId: number;
}
export interface ReactionReply {
  likeCount: number;
  dislikeCount: number;
  myReaction: ReactionKind | null;
}
export interface NewComment {
  body: string;
  emoticon: CommentEmoticon | null;
}

const pageTags = (pages: { items: CommentWire[] }[] | undefined) => [
  COMMENT_LISTS,
  ...(pages ?? []).flatMap((page) => page.items.map((c) => ({ type: 'Comment' as const, id: c.id }))),
];
const cursorParams = (cursor: string | null): Record<string, string> => (cursor ? { cursor } : {});

/**
 * The comment calls (spec §7 groups comment, reply, reaction, block-user; docs/api.md). Lists are cursor-paged
 * infinite queries; every list entry tags its comments by id, so a reaction or a report patches the comment where it
 * shows (no list jumps under the reader's thumb), while writing, deleting and blocking fetch the lists again.
 */
export const communityApi = rootApi.injectEndpoints({
  endpoints: (build) => ({
    comments: build.infiniteQuery<CommentPage, CommentListArg, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg, pageParam }) => ({
        group: 'backend',
        path: 'comment',
        searchParams: {
          episodeId: queryArg.episodeId,
          sort: queryArg.sort,
          size: COMMENT_PAGE_SIZE,
          ...cursorParams(pageParam),
        },
      }),
      providesTags: (result) => pageTags(result?.pages),
    }),
    replies: build.infiniteQuery<CommentPage, ReplyListArg, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg, pageParam }) => ({
        group: 'backend',
        path: 'reply',
        searchParams: { commentId: queryArg.commentId, ...cursorParams(pageParam) },
      }),
      providesTags: (result) => pageTags(result?.pages),
    }),
    myComments: build.infiniteQuery<MyCommentPage, ReaderArg, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ pageParam }) => ({ group: 'backend', path: 'comment/my', searchParams: cursorParams(pageParam) }),
      providesTags: (result) => pageTags(result?.pages),
    }),
    postComment: build.mutation<CommentWire, NewComment & { episodeId: number }>({
      query: (json) => ({ group: 'backend', method: 'post', path: 'comment', json: withoutEmptyEmoticon(json) }),
      invalidatesTags: [COMMENT_LISTS],
    }),
    postReply: build.mutation<CommentWire, NewComment & { commentId: number }>({
      query: (json) => ({ group: 'backend', method: 'post', path: 'reply', json: withoutEmptyEmoticon(json) }),
      // The parent's reply count changes with the reply list.
      invalidatesTags: (_r, _e, { commentId }) => [COMMENT_LISTS, { type: 'Comment', id: commentId }],
    }),
    deleteComment: build.mutation<unknown, number>({
      query: (id) => ({ group: 'backend', method: 'delete', path: `comment/${id}` }),
      invalidatesTags: [COMMENT_LISTS],
    }),
    react: build.mutation<ReactionReply, { commentId: number; kind: ReactionKind | null }>({
      query: ({ commentId, kind }) => ({
        group: 'backend',
        method: 'put',
        path: `reaction/${commentId}`,
        json: { kind },
      }),
      onQueryStarted: ({ commentId }, api) =>
        void api.queryFulfilled.then(({ data }) => patchComment(api, commentId, data), ignoreRefusal),
    }),
    report: build.mutation<{ state: CommentState | null }, { commentId: number; reason?: string }>({
      query: ({ commentId, reason }) => ({
        group: 'backend',
        method: 'post',
        path: `comment/${commentId}/report`,
        json: reason ? { reason } : {},
      }),
      onQueryStarted: ({ commentId }, api) =>
        void api.queryFulfilled.then(
          ({ data }) => patchComment(api, commentId, data.state === 'BLIND' ? { state: 'BLIND', body: '' } : data),
          ignoreRefusal,
        ),
    }),
    blockedUsers: build.query<BlockedUserWire[], string>({
      query: () => ({ group: 'backend', path: 'block-user' }),
      providesTags: ['Block'],
    }),
    blockUser: build.mutation<unknown, { userId: number }>({
      query: (json) => ({ group: 'backend', method: 'post', path: 'block-user', json }),
      invalidatesTags: ['Block', COMMENT_LISTS],
    }),
    unblockUser: build.mutation<unknown, { userId: number }>({
      query: ({ userId }) => ({ group: 'backend', method: 'delete', path: `block-user/${userId}` }),
      invalidatesTags: ['Block', COMMENT_LISTS],
    }),
  }),
});

function withoutEmptyEmoticon<T extends NewComment>({ emoticon, ...rest }: T) {
  return emoticon ? { ...rest, emoticon } : rest;
}

// A refusal reaches the caller through the mutation's own result; nothing to patch then.
const ignoreRefusal = () => undefined;

interface PatchApi {
  getState(): Parameters<typeof communityApi.util.selectInvalidatedBy>[0];
  dispatch(action: ReturnType<typeof communityApi.util.updateQueryData>): unknown;
}

/** Writes the server's answer about one comment into every cached list showing it. */
function patchComment(api: PatchApi, commentId: number, patch: Partial<CommentWire>) {
  const entries = communityApi.util.selectInvalidatedBy(api.getState(), [{ type: 'Comment', id: commentId }]);
  for (const { endpointName, originalArgs } of entries) {
    if (endpointName !== 'comments' && endpointName !== 'replies' && endpointName !== 'myComments') continue;
    api.dispatch(
      communityApi.util.updateQueryData(endpointName, originalArgs as never, (draft) => {
        for (const page of draft.pages) for (const c of page.items) if (c.id === commentId) Object.assign(c, patch);
      }),
    );
  }
}

export const {
  useCommentsInfiniteQuery,
  useRepliesInfiniteQuery,
  useMyCommentsInfiniteQuery,
  usePostCommentMutation,
  usePostReplyMutation,
  useDeleteCommentMutation,
  useReactMutation,
  useReportMutation,
  useBlockedUsersQuery,
  useBlockUserMutation,
  useUnblockUserMutation,
} = communityApi;
