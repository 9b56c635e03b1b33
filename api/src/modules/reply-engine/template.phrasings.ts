// The template writer's wording: several phrasings per part, each true for any user (no invented timing,
// employers or achievements). Facts only ever enter through the fact sentences, filled from the user's text.

export interface PhraseContext {
  /** 'the Senior Frontend Engineer role' (or 'the open position' when no role could be read). */
  roleRef: string;
  /** ' at Acme', or '' with no company. */
  atCompany: string;
}

type Phrase = (c: PhraseContext) => string;

export const GREETINGS = ['Hi', 'Hello'] as const;

export const EMAIL_1 = {
  openings: [
    (c) => `I recently applied for ${c.roleRef}${c.atCompany} and wanted to reach out to you directly.`,
    (c) =>
      `I recently submitted my application for ${c.roleRef}${c.atCompany}, and I wanted to introduce myself with a short note.`,
    (c) =>
      `I'm reaching out because I recently applied for ${c.roleRef}${c.atCompany} and wanted to put a name to my application.`,
  ] as Phrase[],
  interests: [
    `The role stood out to me, and I'd love the chance to contribute to your team.`,
    `It looks like a strong match for the work I enjoy most, and I'd be excited to contribute to your team.`,
    `I'm genuinely excited about the opportunity to join your team.`,
  ],
  /** Said when no fact could be read: an offer, not a claim. */
  noFacts: [
    `I'd be glad to share more about my background and how it fits what you're looking for.`,
    `I'd welcome the chance to tell you more about my background and how I could help.`,
  ],
  asks: [
    `Would you be open to a quick 15-minute call in the next week or two?`,
    `Could we set up a short 15-minute call in the next week or two? I'm also happy to send anything else you need.`,
    `Would a brief 15-minute chat be possible sometime soon? I'm also happy to send anything else that would help.`,
  ],
  thanks: [
    `Thank you for your time and consideration.`,
    `Thanks for taking a look at my application.`,
    `Thank you for considering my application.`,
  ],
  signOffs: ['Best regards,', 'Kind regards,', 'Many thanks,'],
};

export const FOLLOW_UP_1 = {
  openings: [
    (c) => `I wanted to follow up on my application for ${c.roleRef}${c.atCompany}.`,
    (c) => `Just a quick follow-up on my note about ${c.roleRef}${c.atCompany}.`,
    (c) => `I'm following up on my application for ${c.roleRef}${c.atCompany} in case my earlier email got buried.`,
  ] as Phrase[],
  /** A different angle when no unused fact is left. */
  angles: [
    `I'd be glad to walk you through how my experience fits what the role needs.`,
    `If a short written summary of my experience would be easier than a call, I'm happy to send one.`,
    `I'm flexible on timing and happy to work around your schedule.`,
  ],
  asks: [
    `Would a short call this week or next work for you?`,
    `Is there anything else I could send to help with your review?`,
    `Let me know if a quick conversation would be useful.`,
  ],
  signOffs: ['Thanks,', 'Best,', 'Thank you,'],
};

export const FOLLOW_UP_2 = {
  openings: [
    (c) => `I know hiring keeps you busy, so this will be my last note about ${c.roleRef}${c.atCompany}.`,
    (c) => `I don't want to crowd your inbox, so I'll close the loop on ${c.roleRef}${c.atCompany} with this note.`,
    (c) => `I'm writing one last time about ${c.roleRef}${c.atCompany}.`,
  ] as Phrase[],
  understanding: [
    `If the position has been filled or the timing isn't right, no problem at all.`,
    `If now isn't the right time, I completely understand.`,
  ],
  stayInTouch: [
    (c) => `I'd still be glad to stay in touch about future openings${c.atCompany}.`,
    () => `I remain interested, and I'd welcome a reply whenever it suits you.`,
  ] as Phrase[],
  signOffs: ['All the best,', 'Best wishes,', 'Warm regards,'],
};

/**
 * Fact sentences for what the extractor read (the typed summary comes in the user's own words instead). `years` is
 * like '7+ years of experience', `skills` like 'React and TypeScript', `result` like 'cut load time by 40%'.
 */
export const FACTS = {
  years: [(years: string) => `I bring ${years} to the role.`, (years: string) => `I have ${years}.`],
  skills: [(skills: string) => `My skills include ${skills}.`, (skills: string) => `I work with ${skills}.`],
  result: [
    (result: string) => `One result I'm proud of: I ${result}.`,
    (result: string) => `As one example, I ${result}.`,
    (result: string) => `A highlight from my work: I ${result}.`,
  ],
  /**
   * What the posting asks for that the user has (posting-match.extractor.ts): `skills` like 'SQL and Tableau', `count`
   * how many, `skill` the one the user's own `result` clause was achieved with; `asked`/`have` like '5+ years of experience'.
   */
  postingSkills: [
    (skills: string, count: number) =>
      `The posting asks for ${skills}, ${count === 1 ? 'which is' : count === 2 ? 'and both are' : 'and all three are'} part of my background.`,
    (skills: string, count: number) =>
      `You listed ${skills} in the posting, and ${count === 1 ? "it's" : count === 2 ? 'both are' : 'all three are'} part of my background.`,
  ],
  postingResult: [
    (skills: string, skill: string, result: string) => `The posting asks for ${skills}; with ${skill}, I ${result}.`,
    (skills: string, skill: string, result: string) => `You asked for ${skills}, and with ${skill} I ${result}.`,
  ],
  postingYears: [
    (asked: string, have: string) => `The role asks for ${asked}; I have ${have}.`,
    (asked: string, have: string) => `You're looking for ${asked}, and I have ${have}.`,
  ],
  /** Follow-up 2's closing fact, when one is still unsaid. */
  lastPoint: [
    (sentence: string) => `In case it helps your decision: ${sentence}`,
    (sentence: string) => `One last thing worth knowing: ${sentence}`,
  ],
  /** Follow-up 1's new point, introduced as something not said before. */
  newPoint: [
    (sentence: string) => `One thing I didn't mention: ${sentence}`,
    (sentence: string) => `It may also be worth mentioning: ${sentence}`,
  ],
};

type Subject = (role: string, atCompany: string) => string;

export const SUBJECTS = {
  email1: [
    (role: string, atCompany: string) => `The ${role} role${atCompany}`,
    (role: string, atCompany: string) => `My application for the ${role} role${atCompany}`,
    (role: string) => `Following up on my ${role} application`,
  ] as Subject[],
  followUp1: [
    (role: string) => `One more note on the ${role} role`,
    (role: string, atCompany: string) => `Following up: ${role}${atCompany}`,
  ] as Subject[],
  followUp2: [
    (role: string) => `Closing the loop on the ${role} role`,
    (role: string) => `One last note on the ${role} role`,
  ] as Subject[],
  /** When no role could be read from the text. */
  noRole: {
    email1: 'Following up on my application',
    followUp1: 'One more note on my application',
    followUp2: 'Closing the loop on my application',
  },
};
