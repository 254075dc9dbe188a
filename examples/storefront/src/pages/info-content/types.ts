/**
 * The shape of the information, legal and commercial pages: plain data (text and internal links only), rendered by
 * one component (views/info-page.tsx) through JSX, so every string is escaped and no page carries HTML of its own.
 */

/** A run of text, or a link inside a paragraph (internal paths only). */
export type Inline = string | { text: string; href: string };

/** A paragraph: one string, or text and links in a row. */
export type Paragraph = string | Inline[];

export type Block =
  | Paragraph
  | { list: Paragraph[]; ordered?: true }
  /** Questions with their answers (each question an h3). */
  | { qa: { question: string; answer: Paragraph[] }[] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  /** A highlighted remark (the notice box). */
  | { note: Paragraph };

export interface InfoSection {
  heading: string;
  blocks: Block[];
}

export interface InfoPage {
  title: string;
  /** The meta description. */
  description: string;
  /** The breadcrumb between Home and this page, e.g. the terms overview. */
  parent?: { name: string; url: string };
  /** Legal texts: the version date shown under the title. */
  updated?: string;
  intro: Paragraph[];
  sections: InfoSection[];
  /** 'Zie ook': related pages. */
  related: { name: string; url: string }[];
}

/** The storefront's name, as the layout shows it. */
export const SITE_NAME = 'Etalage';
