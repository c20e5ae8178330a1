import type {
  Accepted,
  Invitation,
  InvitationBody,
  Member,
  MemberRole,
  Members,
  PendingInvitation,
} from '@three-act/contract/members';
import { api } from '../../app/api';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
const memberPath = (story: string, userId: string) => `${storyPath(story)}/members/${encodeURIComponent(userId)}`;
const invitationPath = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** A story's member list, to refresh after a change to it. */
const membersOf = (story: string) => [{ type: 'Members' as const, id: story }];
/**
 * What a change of who is on a story changes besides its member list: the writer's story list (its
 * "shared" marks), their current outline and the story's page (which read `shared`).
 */
const storiesChanged = (story: string) => [
  ...membersOf(story),
  'Stories' as const,
  'Outline' as const,
  { type: 'Story' as const, id: story },
];

/**
 * A story's members and roles (issue 35, decision 189): the owner invites writers by e-mail as
 * co-authors or critics, changes their roles, removes them or hands the story to a co-author; a
 * member leaves; an invitee reads the invitation and accepts it.
 */
const membersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembers: build.query<Members, string>({
      query: (story) => ({ url: `${storyPath(story)}/members` }),
      providesTags: (_members, _error, story) => membersOf(story),
    }),
    inviteMember: build.mutation<PendingInvitation, { story: string } & InvitationBody>({
      query: ({ story, email, role }) => ({
        url: `${storyPath(story)}/invitations`,
        method: 'POST',
        data: { email, role },
      }),
      invalidatesTags: (_invitation, _error, { story }) => membersOf(story),
    }),
    cancelInvitation: build.mutation<void, { story: string; invitation: string }>({
      query: ({ story, invitation }) => ({
        url: `${storyPath(story)}/invitations/${encodeURIComponent(invitation)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_answer, _error, { story }) => membersOf(story),
    }),
    changeRole: build.mutation<Member, { story: string; userId: string; role: MemberRole }>({
      query: ({ story, userId, role }) => ({ url: memberPath(story, userId), method: 'PATCH', data: { role } }),
      invalidatesTags: (_member, _error, { story }) => membersOf(story),
    }),
    /** The owner removes a member. */
    removeMember: build.mutation<void, { story: string; userId: string }>({
      query: ({ story, userId }) => ({ url: memberPath(story, userId), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { story }) => membersOf(story),
    }),
    /**
     * A member removes themselves (the same route): the story leaves their list, and their current
     * outline if it was that one. Its page and members are not asked again: the writer leaves them.
     */
    leaveStory: build.mutation<void, { story: string; userId: string }>({
      query: ({ story, userId }) => ({ url: memberPath(story, userId), method: 'DELETE' }),
      invalidatesTags: ['Stories', 'Outline'],
    }),
    /** Hands the story to a co-author: the old owner becomes a co-author. */
    transferOwnership: build.mutation<Members, { story: string; userId: string }>({
      query: ({ story, userId }) => ({ url: `${storyPath(story)}/owner`, method: 'PUT', data: { userId } }),
      invalidatesTags: (_members, _error, { story }) => storiesChanged(story),
    }),
    getInvitation: build.query<Invitation, string>({
      query: (token) => ({ url: invitationPath(token) }),
    }),
    /** Joins the story, which becomes the writer's current story. */
    acceptInvitation: build.mutation<Accepted, string>({
      query: (token) => ({ url: `${invitationPath(token)}/accept`, method: 'PUT' }),
      invalidatesTags: (accepted) => [
        'Stories',
        'Outline',
        'Character',
        ...(accepted ? membersOf(accepted.storyId) : []),
      ],
    }),
  }),
});

export const {
  useGetMembersQuery,
  useInviteMemberMutation,
  useCancelInvitationMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useLeaveStoryMutation,
  useTransferOwnershipMutation,
  useGetInvitationQuery,
  useAcceptInvitationMutation,
} = membersApi;
