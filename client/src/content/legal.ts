import type { InfoDocument } from './info-page-types';

export const privacyPolicy: InfoDocument = {
  title: 'Privacy Policy',
  lead: 'Three Act keeps only what it needs to run your account and the community, never sells it, never tracks you and deletes everything when you delete your account.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'This policy covers this Three Act site. In this policy “we” means the people who run it, and “you” means anyone who visits or has an account. Three Act is open-source software, so other groups may run their own copies; each of those is responsible for its own data.',
        'For anything about your data, write to {email}.',
      ],
    },
    {
      heading: 'Not for children under 13',
      paragraphs: [
        'Three Act is not meant for children under 13, and you must confirm that you are at least 13 when you sign up. We do not knowingly collect data from children under 13. If you believe a child under 13 has an account, tell us at {email} and we will delete it. If the law where you live sets a higher age for agreeing to data processing, you need a parent or guardian’s consent to use Three Act.',
      ],
    },
    {
      heading: 'What we store',
      items: [
        {
          term: 'Your account:',
          text: 'your name, your e-mail address, a securely hashed password (we never store or see the password itself), your role (user, moderator or admin), whether your e-mail address is verified, when you signed up and your profile image if you upload one. Everyone starts with a generated default image.',
        },
        {
          term: 'Your outline:',
          text: 'the title and every answer you write in Acts I, II and III.',
        },
        {
          term: 'Your characters:',
          text: 'names, descriptions, photo links, the protagonist mark and your notes.',
        },
        {
          term: 'Your profile, if you create one:',
          text: 'status, company, website, location, genres, bio, social links and finished works.',
        },
        {
          term: 'Your community activity:',
          text: 'the Brainstorm posts and comments you write, and the likes, votes and reports you give.',
        },
        {
          term: 'Security data:',
          text: 'your signed-in sessions (when each began, when it was last used, and the browser and system it runs on, read from what your browser sends, so you can recognise your devices in Settings), the links we e-mail you (for verifying your address, resetting your password or changing your address; stored only in scrambled form, each working once and expiring within 1 to 48 hours) and, for a short time, your IP address and the number of recent sign-up, login, reset and export attempts, so we can slow down people who try to guess passwords or mass-create accounts.',
        },
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Your outline and your characters are private: only you can see them, unless you make a read-only feedback link to a story, which anyone holding the link can read (its characters, and their notes, only if you choose them) until you stop sharing it. Your profile, your Brainstorm posts and comments, and the name and image shown with them are public. Your e-mail address is never shown to other users.',
        'Moderators and admins can see posts and comments that have been reported so they can review them. We do not sell, rent or share your data with anyone, and we hand it over to authorities only when the law obliges us to.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use your data only to provide Three Act: to run your account and keep it secure, to save your outline, characters and profile, to show your posts and comments, to send the e-mails the service needs (verifying your address, resetting your password, confirming a new address and telling the old one), and to keep the community safe under the Community Guidelines. Where the GDPR applies, the legal basis is the performance of our agreement with you (the Terms of Service) and our legitimate interest in keeping the service secure and free of abuse.',
        'We do not send newsletters or marketing e-mails, we do not show advertising and we do not build profiles of your behaviour.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Three Act uses two cookies, both only while you are signed in, both only sent to this site, both expiring after seven days and both removed when you log out. The session cookie keeps you signed in: it is marked HttpOnly, so scripts in the page cannot read it. The second, “signed_in”, holds nothing but “1”: it only tells the app that asking who you are is worth it, so a visit while signed out sends no request that would fail. Both are strictly necessary for signing in, so they need no consent banner.',
        'There are no analytics, tracking or advertising cookies, and the site loads no third-party services: no fonts, scripts, images or widgets from other companies. Photo links you add to your own characters are loaded from the address you entered.',
      ],
    },
    {
      heading: 'Where your data is kept',
      paragraphs: [
        'Your data may be stored and processed outside Europe, including in countries whose data-protection laws differ from those where you live. Wherever it is kept, we protect it as this policy describes, and where the GDPR requires it we rely on appropriate safeguards for such transfers.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data for as long as you have an account. You can delete your account yourself at any time in Settings or on your dashboard. Deleting it removes everything at once and for good: your account, outline, characters and notes, profile and finished works, profile image, posts and comments, and your likes, votes and reports. Security records such as recent login attempts expire on their own within hours.',
        'We may keep a copy of specific content for longer only when the law requires it, for example when it has been reported to the authorities.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You have the right to see the data we hold about you, to correct it, to receive a copy in a portable format, to object to or restrict how we use it, and to have it deleted. Most of this you can do yourself, at any time:',
        'To get a copy, choose “Download my data” in Settings: a ZIP file with everything you made and did (your account details without your password, your profile and works, your outline with its characters and notes, your posts and comments, and the likes, votes and reports you gave) as one JSON file, each story as a Markdown file, and your profile image if you uploaded one. Of other people it holds only the names of the writers whose threads you commented on.',
        'To change your data, edit your outline, characters and profile where you wrote them; change your name, e-mail address and password in Settings (a new address counts only once you open the link we send to it, and your old address is told about the change). Settings also lists the devices signed in to your account and lets you sign any of them out.',
        'To delete everything, delete your account in Settings or on your dashboard. For anything else, write to {email} and we will answer within one month.',
        'If you think we handle your data unlawfully, you also have the right to complain to the data-protection authority where you live.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Passwords are hashed with bcrypt, sessions can be revoked at once, connections should use HTTPS, and the site is built to resist common attacks. No system is perfectly safe, so please use a password you do not use anywhere else. If we ever learn of a breach that puts your data at risk, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will publish the new version on this page. If a change affects how we use data you have already given us, we will tell you by e-mail or on your dashboard before it takes effect.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions, requests or complaints about privacy: {email}.'],
    },
  ],
};

export const termsOfService: InfoDocument = {
  title: 'Terms of Service',
  lead: 'The short version: Three Act is free, your stories stay yours, follow the Community Guidelines, and we provide the service as it is.',
  sections: [
    {
      heading: 'Agreement',
      paragraphs: [
        'These terms are an agreement between you and the people who run this Three Act site (“we”). By creating an account or using the site you accept them and the Privacy Policy. If you do not agree, please do not use Three Act.',
      ],
    },
    {
      heading: 'A free service',
      paragraphs: [
        'Three Act is free. There are no fees, no paid features and no advertising. The software is open source, and its licence governs the code itself; these terms govern your use of this site.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You must be at least 13 years old to use Three Act. Give a real e-mail address, keep your password to yourself and tell us if you think someone else has used your account. You are responsible for what happens under your account. One person, one account: accounts are not to be shared or sold.',
      ],
    },
    {
      heading: 'Your content stays yours',
      paragraphs: [
        'You keep all rights to everything you write on Three Act: your outline, characters, notes, profile, posts and comments. We claim no ownership of your stories or ideas.',
        'Your outline and characters are private unless you share a story by a read-only feedback link, which anyone with the link can read until you stop sharing it. When you publish something in a public area — a Brainstorm post, a comment or your profile — other writers can read it and may be inspired by it. Ideas as such are not protected by copyright, so share in Brainstorm only what you are happy to discuss openly.',
      ],
    },
    {
      heading: 'The licence you give us',
      paragraphs: [
        'So that we can run the service, you give us a worldwide, non-exclusive, royalty-free licence to store, copy, format and display your content, only for the purpose of operating Three Act: saving your outline, showing your public posts and profile to other users, and making backups. We will not sell your content, use it in advertising or publish it anywhere else. The licence ends when you delete the content or your account, except for copies other users have already quoted in their own comments.',
        'You promise that you have the right to post what you post and that it does not infringe anyone else’s rights.',
      ],
    },
    {
      heading: 'The Community Guidelines apply',
      paragraphs: [
        'Everything you post must follow the Community Guidelines. Content that collects enough reports is hidden until a moderator reviews it, and moderators may delete content that breaks the guidelines or these terms.',
        'Do not misuse the service: do not try to break into accounts or systems, overload the site, scrape it in bulk, work around limits and safety measures, or use it to send spam.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can stop using Three Act at any time and delete your account from your dashboard; that deletes your data as the Privacy Policy describes.',
        'We may suspend or close an account that seriously or repeatedly breaks these terms or the Community Guidelines, that puts other users or the service at risk, or where the law requires us to. Where it is reasonable and safe, we will tell you why and give you a chance to respond or to save your outline first.',
      ],
    },
    {
      heading: 'No warranty',
      paragraphs: [
        'Three Act is provided “as is” and “as available”, without warranties of any kind. We do our best to keep it running and your work safe, but we cannot promise that it will always be available, free of errors or that data will never be lost. Keep your own copy of anything you cannot afford to lose.',
        'To the extent the law allows, we are not liable for indirect or consequential losses, lost work or lost opportunities arising from your use of Three Act. Nothing in these terms limits liability that cannot be limited by law, and nothing takes away rights you have as a consumer.',
      ],
    },
    {
      heading: 'Changes to the service and to these terms',
      paragraphs: [
        'Three Act changes as it grows: we may add, change or remove features. We may also update these terms. We will publish any new version on this page, and if a change is significant we will tell you by e-mail or on your dashboard before it takes effect. If you keep using Three Act after that, the new terms apply; if you do not accept them, you can delete your account.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms: {email}.'],
    },
  ],
};
