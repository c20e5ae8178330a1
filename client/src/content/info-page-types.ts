/** Shape of the static information pages (about, terms, privacy, guidelines). */
interface InfoItem {
  /** Bold lead-in, e.g. a rule's name. */
  term?: string;
  text: string;
}

interface InfoSection {
  heading: string;
  /** Paragraphs; `{email}` is replaced by the site's contact address as a mail link. */
  paragraphs?: string[];
  items?: InfoItem[];
  ordered?: boolean;
  /** Paragraphs shown after the list. */
  after?: string[];
}

export interface InfoDocument {
  title: string;
  lead: string;
  sections: InfoSection[];
}
