import type { InfoDocument } from './info-page-types';

export const guidelines: InfoDocument = {
  title: 'Community Guidelines',
  lead: 'Brainstorm works because writers trust each other with unfinished ideas. These eight rules keep it that way. They apply to everything you post on Three Act: posts, comments, profiles and finished works.',
  sections: [
    {
      heading: 'The rules',
      ordered: true,
      items: [
        {
          term: 'Be respectful.',
          text: 'Critique the idea, never the person. Be honest and specific, assume good faith and remember that everyone here is still learning. Disagreement is welcome; contempt is not.',
        },
        {
          term: 'No spam or vote manipulation.',
          text: 'Do not flood Brainstorm with repeated or off-topic posts, and do not use extra accounts, trades or coordinated groups to inflate likes or comment votes. Likes and votes should reflect what people actually found useful.',
        },
        {
          term: 'No promotion or affiliate links in Brainstorm.',
          text: 'Brainstorm is for developing stories, not for selling them. Do not advertise books, services or courses there, and do not post affiliate or referral links. Your public profile is the place to list your finished works.',
        },
        {
          term: 'No sexual content involving minors.',
          text: 'Any sexual or sexualised content involving anyone under 18, in any form, including fiction, drawings or descriptions, is forbidden. It is removed, the account is closed and we report it to the authorities where the law requires.',
        },
        {
          term: 'No harassment or doxxing.',
          text: 'Do not threaten, bully, stalk or target anyone, here or elsewhere, and never share someone’s personal information — a real name they have not shared, an address, a workplace, a phone number or photos — without their consent.',
        },
        {
          term: 'No impersonation.',
          text: 'Do not pretend to be another person, another writer, a moderator or a member of the Three Act team. Pen names are fine; passing yourself off as someone real is not.',
        },
        {
          term: 'No vulgar or explicit content in community areas.',
          text: 'Stories can be dark, violent or adult, and you may discuss those themes, but keep Brainstorm posts, comments and profiles free of graphic sexual content, gore written for shock, slurs and gratuitous obscenity. Describe what happens; do not paste the explicit scene.',
        },
        {
          term: 'No illegal content.',
          text: 'Do not post anything that breaks the law, such as pirated books or other copyrighted material you have no right to share, stolen personal data, or content that promotes or organises real-world crime.',
        },
      ],
    },
    {
      heading: 'Reporting',
      paragraphs: [
        'Every post and comment has a report flag. If something breaks these rules, report it rather than arguing in the comments. Reports are private: the author does not see who reported them. Reporting the same item again removes your report, in case you flagged it by mistake.',
        'When a post or comment collects 5 reports, it is hidden from the community straight away: the post disappears from the Brainstorm list and the comment shows a notice that it is awaiting moderation. It stays hidden until a moderator reviews it.',
      ],
    },
    {
      heading: 'Moderation',
      paragraphs: [
        'Moderators see every flagged post and comment in a moderation queue. For each one they either delete it or clear its reports, which makes it visible again. Moderators and admins can also remove any post or comment that breaks these rules without waiting for reports.',
        'Most problems end with the removal of the content. Serious or repeated breaches — and any breach of rules 4 or 8 — can lead to the account being closed, as the Terms of Service explain.',
        'Please do not use reports to bury ideas you simply dislike. Misusing reports is a form of vote manipulation and falls under rule 2.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        'If you think a moderation decision was wrong, or you need to report something urgent, write to {email}.',
      ],
    },
  ],
};
